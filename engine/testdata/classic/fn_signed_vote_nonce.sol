// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Signed reserve-price votes with per-voter nonces and deadlines, plus a token buyout with checked
// transfers and slippage-bounded fraction purchases.
contract NoncedReserveVote {
    IERC20 public immutable payment;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public nonces;
    mapping(address => uint256) public votedPrice;
    uint256 public immutable pricePerFraction;
    bytes32 public immutable DOMAIN_SEPARATOR;
    bytes32 public constant VOTE_TYPEHASH = keccak256("Vote(address voter,uint256 price,uint256 nonce,uint256 deadline)");

    constructor(IERC20 _payment, uint256 supply, uint256 price) {
        payment = _payment;
        pricePerFraction = price;
        balanceOf[msg.sender] = supply;
        DOMAIN_SEPARATOR = keccak256(abi.encode(keccak256("EIP712Domain(uint256 chainId,address verifyingContract)"), block.chainid, address(this)));
    }

    function voteBySig(address voter, uint256 price, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= deadline, "expired");
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "bad s");
        uint256 nonce = nonces[voter]++;
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, keccak256(abi.encode(VOTE_TYPEHASH, voter, price, nonce, deadline))));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == voter, "bad sig");
        votedPrice[voter] = price;
    }

    function sellFractions(uint256 amount, uint256 minOut) external {
        uint256 owed = amount * pricePerFraction / 1e18;
        require(owed >= minOut, "slippage");
        balanceOf[msg.sender] -= amount;
        require(payment.transfer(msg.sender, owed), "pay");
    }
}
