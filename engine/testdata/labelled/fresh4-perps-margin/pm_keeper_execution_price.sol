// SPDX-License-Identifier: BUSL-1.1
pragma solidity 0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Limit-order book of a perp exchange: traders post limit orders with escrowed collateral and keepers execute
/// them once the market reaches the trigger price, earning an execution fee.
contract LimitOrderBook {
    struct Order {
        address account;
        uint256 collateral;
        uint256 size;
        uint256 triggerPrice;
        bool isLong;
        bool active;
    }

    struct Position {
        uint256 size;
        uint256 collateral;
        uint256 entryPrice;
        bool isLong;
    }

    IERC20 public immutable collateralToken;
    uint256 public constant EXECUTION_FEE = 1e6;
    Order[] public orders;
    mapping(address => Position) public positions;

    event OrderExecuted(uint256 indexed id, uint256 price, address keeper);

    constructor(IERC20 _collateral) {
        collateralToken = _collateral;
    }

    function createOrder(uint256 collateral, uint256 size, uint256 triggerPrice, bool isLong) external returns (uint256) {
        require(collateralToken.transferFrom(msg.sender, address(this), collateral + EXECUTION_FEE), "transfer");
        orders.push(Order(msg.sender, collateral, size, triggerPrice, isLong, true));
        return orders.length - 1;
    }

    function cancelOrder(uint256 id) external {
        Order storage o = orders[id];
        require(o.account == msg.sender && o.active, "order");
        o.active = false;
        require(collateralToken.transfer(msg.sender, o.collateral + EXECUTION_FEE), "transfer");
    }

    // <yes> <report> ACCESS_CONTROL
    function executeOrder(uint256 id, uint256 executionPrice) external {
        Order storage o = orders[id];
        require(o.active, "inactive");
        if (o.isLong) {
            require(executionPrice <= o.triggerPrice, "price");
        } else {
            require(executionPrice >= o.triggerPrice, "price");
        }
        o.active = false;
        positions[o.account] = Position(o.size, o.collateral, executionPrice, o.isLong);
        emit OrderExecuted(id, executionPrice, msg.sender);
        require(collateralToken.transfer(msg.sender, EXECUTION_FEE), "fee");
    }
}
