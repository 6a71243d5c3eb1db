// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Order book with partial fills. The check against `filled` is there, but the fill is never added to it, so
/// one signed order can be filled again and again up to its full size each time.
contract PartialFillBook {
    bytes32 private constant ORDER_TYPEHASH = keccak256(
        "Order(address maker,address sellToken,address buyToken,uint256 sellAmount,uint256 buyAmount,uint256 salt,uint256 expiry)"
    );
    bytes32 private immutable _domainSeparator;

    struct Order {
        address maker;
        address sellToken;
        address buyToken;
        uint256 sellAmount;
        uint256 buyAmount;
        uint256 salt;
        uint256 expiry;
    }

    mapping(bytes32 => uint256) public filled;
    mapping(bytes32 => bool) public cancelled;

    event Fill(bytes32 indexed orderHash, address indexed taker, uint256 sellFilled, uint256 buyPaid);
    event Cancel(bytes32 indexed orderHash);

    constructor() {
        _domainSeparator = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)"),
                keccak256("PartialFillBook"),
                block.chainid,
                address(this)
            )
        );
    }

    function _hash(Order calldata o) internal view returns (bytes32) {
        bytes32 structHash = keccak256(
            abi.encode(ORDER_TYPEHASH, o.maker, o.sellToken, o.buyToken, o.sellAmount, o.buyAmount, o.salt, o.expiry)
        );
        return keccak256(abi.encodePacked("\x19\x01", _domainSeparator, structHash));
    }

    function cancel(Order calldata o) external {
        require(msg.sender == o.maker, "Book: not maker");
        bytes32 h = _hash(o);
        cancelled[h] = true;
        emit Cancel(h);
    }

    function fill(Order calldata o, uint256 sellFill, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= o.expiry, "Book: expired");
        bytes32 h = _hash(o);
        require(!cancelled[h], "Book: cancelled");
        require(ecrecover(h, v, r, s) == o.maker && o.maker != address(0), "Book: signature");
        // <yes> <report> ACCESS_CONTROL
        require(filled[h] + sellFill <= o.sellAmount, "Book: overfill");

        uint256 buyPay = (sellFill * o.buyAmount + o.sellAmount - 1) / o.sellAmount;
        require(IERC20(o.sellToken).transferFrom(o.maker, msg.sender, sellFill), "Book: sell");
        require(IERC20(o.buyToken).transferFrom(msg.sender, o.maker, buyPay), "Book: buy");
        emit Fill(h, msg.sender, sellFill, buyPay);
    }
}
