// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "ReentrancyGuard: reentrant call");
        _status = 2;
        _;
        _status = 1;
    }
}

/// Escrowed order book. Listings credit what actually arrived (balance before and after), so fee-on-transfer
/// tokens cannot over-credit a maker; state is written before tokens leave.
contract EscrowBook is ReentrancyGuard {
    using SafeERC20 for IERC20;

    struct Order {
        address maker;
        IERC20 sellToken;
        IERC20 buyToken;
        uint256 sellRemaining;
        uint256 price; // buy-token units per 1e18 sell-token units
    }

    uint256 public nextOrderId;
    mapping(uint256 => Order) public orders;

    event Placed(uint256 indexed id, address indexed maker, uint256 amount, uint256 price);
    event Taken(uint256 indexed id, address indexed taker, uint256 amount, uint256 paid);
    event Cancelled(uint256 indexed id);

    function place(IERC20 sellToken, IERC20 buyToken, uint256 amount, uint256 price)
        external
        nonReentrant
        returns (uint256 id)
    {
        require(amount > 0 && price > 0, "Book: zero");
        uint256 before = sellToken.balanceOf(address(this));
        sellToken.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = sellToken.balanceOf(address(this)) - before;
        id = nextOrderId++;
        orders[id] = Order(msg.sender, sellToken, buyToken, received, price);
        emit Placed(id, msg.sender, received, price);
    }

    function take(uint256 id, uint256 amount) external nonReentrant {
        Order storage o = orders[id];
        require(amount > 0 && amount <= o.sellRemaining, "Book: amount");
        uint256 cost = (amount * o.price + 1e18 - 1) / 1e18;
        o.sellRemaining -= amount;
        o.buyToken.safeTransferFrom(msg.sender, o.maker, cost);
        o.sellToken.safeTransfer(msg.sender, amount);
        emit Taken(id, msg.sender, amount, cost);
    }

    function cancel(uint256 id) external nonReentrant {
        Order storage o = orders[id];
        require(o.maker == msg.sender, "Book: maker");
        uint256 left = o.sellRemaining;
        o.sellRemaining = 0;
        o.sellToken.safeTransfer(msg.sender, left);
        emit Cancelled(id);
    }
}
