// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Limit buy orders for a token paid in ETH: the buyer escrows ETH at a limit price; a seller (usually an
/// executor bot) fills it with tokens and receives the ETH less a protocol fee.
contract EthLimitBuyBook {
    struct Order {
        address buyer;
        uint256 ethAmount;
        uint256 tokensWanted;
    }

    IERC20 public immutable token;
    address public feeRecipient;
    uint256 public constant FEE_BPS = 25;
    uint256 public nextId;
    mapping(uint256 => Order) public orders;

    constructor(IERC20 token_, address feeRecipient_) {
        token = token_;
        feeRecipient = feeRecipient_;
    }

    function placeBuy(uint256 tokensWanted) external payable returns (uint256 id) {
        require(msg.value > 0 && tokensWanted > 0, "empty");
        id = nextId++;
        orders[id] = Order(msg.sender, msg.value, tokensWanted);
    }

    function cancel(uint256 id) external {
        Order memory o = orders[id];
        require(o.buyer == msg.sender, "buyer");
        // <yes> <report> REENTRANCY
        (bool ok, ) = payable(msg.sender).call{value: o.ethAmount}("");
        require(ok, "refund");
        delete orders[id];
    }

    function fill(uint256 id) external {
        Order memory o = orders[id];
        require(o.buyer != address(0), "no order");
        delete orders[id];
        require(token.transferFrom(msg.sender, o.buyer, o.tokensWanted), "tokens");
        // <yes> <report> ARITHMETIC
        uint256 fee = o.ethAmount / 10_000 * FEE_BPS;
        (bool ok1, ) = payable(feeRecipient).call{value: fee}("");
        (bool ok2, ) = payable(msg.sender).call{value: o.ethAmount - fee}("");
        require(ok1 && ok2, "pay");
    }
}
