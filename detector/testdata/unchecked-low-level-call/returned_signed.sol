pragma solidity ^0.8.9;

// Safe: a forwarder consumes the signed request's nonce whatever the relayed call does, and returns the result.
contract NonceForwarder {
    mapping(address => uint256) public nonces;

    function execute(address from, address to, bytes calldata data, uint256 nonce, uint8 v, bytes32 r, bytes32 s)
        external returns (bool success, bytes memory ret)
    {
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), from, to, data, nonce));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == from && nonces[from] == nonce, "signature");
        nonces[from] = nonce + 1;
        (success, ret) = to.call(abi.encodePacked(data, from));
    }
}

// A signed payout that debits the signer's deposit and only returns the call's result: a failed payment keeps
// the debit.
contract SignedDebit {
    mapping(address => uint256) public deposits;
    mapping(bytes32 => bool) public used;

    function pay(address from, address payable to, uint256 amount, uint8 v, bytes32 r, bytes32 s)
        external returns (bool ok)
    {
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), from, to, amount));
        require(!used[digest], "used");
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == from, "signature");
        used[digest] = true;
        deposits[from] -= amount;
        (ok, ) = to.call{value: amount}(""); // want "SignedDebit.pay\\(\\) returns the result of .* without checking it, after changing state"
    }
}
