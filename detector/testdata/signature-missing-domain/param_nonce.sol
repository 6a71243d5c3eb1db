pragma solidity ^0.8.4;

// The signed nonce must equal the signer's stored counter: no replay here, but the hash names neither this
// relayer nor the chain, so another deployment accepts the same request.
contract CounterRelayer {
    mapping(address => uint256) public nonces;

    function relay(address from, address to, bytes calldata data, uint256 nonce, uint8 v, bytes32 r, bytes32 s) external {
        require(nonce == nonces[from], "nonce");
        bytes32 digest = keccak256(abi.encodePacked(from, to, data, nonce)); // want "CounterRelayer.relay\\(\\) checks a signature with ecrecover\\(digest, v, r, s\\) over a hash that names neither this contract nor the chain"
        require(ecrecover(digest, v, r, s) == from && from != address(0), "signature");
        nonces[from] = nonce + 1;
        (bool ok, ) = to.call(abi.encodePacked(data, from));
        require(ok, "call");
    }
}

// Safe: the same counter, with the chain and this relayer in the signed hash.
contract BoundCounterRelayer {
    mapping(address => uint256) public nonces;

    function relay(address from, address to, bytes calldata data, uint256 nonce, uint8 v, bytes32 r, bytes32 s) external {
        require(nonce == nonces[from], "nonce");
        bytes32 digest = keccak256(abi.encodePacked(block.chainid, address(this), from, to, data, nonce));
        require(ecrecover(digest, v, r, s) == from && from != address(0), "signature");
        nonces[from] = nonce + 1;
        (bool ok, ) = to.call(abi.encodePacked(data, from));
        require(ok, "call");
    }
}
