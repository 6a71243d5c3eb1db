pragma solidity ^0.8.0;

contract OrderSettlement {
    struct Order {
        address maker;
        uint256 size;
        uint256 price;
        uint256 nonce;
    }

    mapping(address => uint256) public marginOf;
    mapping(address => uint256) public nonces;

    function hashOrder(Order calldata o) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), o.maker, o.size, o.price, o.nonce));
    }

    // Vulnerable: the margin moved per fill is keyed by the maker alone; the same order fills again and again.
    function fill(Order calldata o, uint8 v, bytes32 r, bytes32 s) external {
        address signer = ecrecover(hashOrder(o), v, r, s); // want "OrderSettlement.fill\\(\\) checks a signature with ecrecover\\(hashOrder\\(o\\), v, r, s\\) over a hash with no nonce and no used-hash record"
        require(signer != address(0) && signer == o.maker, "signature");
        marginOf[o.maker] -= o.size * o.price / 1e18;
        marginOf[msg.sender] += o.size * o.price / 1e18;
    }

    // Safe: the maker's nonce is checked and moved past the signed one.
    function fillOnce(Order calldata o, uint8 v, bytes32 r, bytes32 s) external {
        require(nonces[o.maker] == o.nonce, "nonce");
        address signer = ecrecover(hashOrder(o), v, r, s);
        require(signer != address(0) && signer == o.maker, "signature");
        nonces[o.maker] = o.nonce + 1;
        marginOf[o.maker] -= o.size * o.price / 1e18;
        marginOf[msg.sender] += o.size * o.price / 1e18;
    }
}
