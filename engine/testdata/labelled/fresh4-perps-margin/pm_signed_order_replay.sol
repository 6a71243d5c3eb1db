// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Off-chain order book with on-chain settlement: makers sign orders that a relayer submits to move
/// margin between the maker's and the taker's accounts.
contract SignedOrderSettlement {
    struct Order {
        address maker;
        uint256 size;
        uint256 price;
        bool isBuy;
        uint256 expiry;
    }

    IERC20 public immutable quote;
    mapping(address => uint256) public marginOf;
    mapping(address => int256) public positionOf;

    constructor(IERC20 _quote) {
        quote = _quote;
    }

    function deposit(uint256 amount) external {
        require(quote.transferFrom(msg.sender, address(this), amount), "transfer");
        marginOf[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external {
        require(positionOf[msg.sender] == 0, "open position");
        marginOf[msg.sender] -= amount;
        require(quote.transfer(msg.sender, amount), "transfer");
    }

    function hashOrder(Order calldata o) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), o.maker, o.size, o.price, o.isBuy, o.expiry));
    }

    function fill(Order calldata o, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= o.expiry, "expired");
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", hashOrder(o)));
        // <yes> <report> ACCESS_CONTROL
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == o.maker, "signature");
        uint256 cost = o.size * o.price / 1e18;
        if (o.isBuy) {
            marginOf[o.maker] -= cost;
            marginOf[msg.sender] += cost;
            positionOf[o.maker] += int256(o.size);
            positionOf[msg.sender] -= int256(o.size);
        } else {
            marginOf[msg.sender] -= cost;
            marginOf[o.maker] += cost;
            positionOf[o.maker] -= int256(o.size);
            positionOf[msg.sender] += int256(o.size);
        }
    }
}
