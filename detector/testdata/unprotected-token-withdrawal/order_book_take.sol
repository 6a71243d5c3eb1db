pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// An escrowed order filled by any taker, who pays the order's maker: the tokens out are bought.
contract MakerPaidBook {
    struct Order {
        address maker;
        IERC20 sell;
        IERC20 buy;
        uint256 remaining;
        uint256 price;
    }

    mapping(uint256 => Order) public orders;
    uint256 public next;

    function place(IERC20 sell, IERC20 buy, uint256 amount, uint256 price) external {
        require(sell.transferFrom(msg.sender, address(this), amount));
        orders[next++] = Order(msg.sender, sell, buy, amount, price);
    }

    function take(uint256 id, uint256 amount) external {
        Order storage o = orders[id];
        require(amount <= o.remaining, "amount");
        o.remaining -= amount;
        require(o.buy.transferFrom(msg.sender, o.maker, amount * o.price / 1e18));
        require(o.sell.transfer(msg.sender, amount));
    }
}

// The same fill where the taker names who is paid: it pays itself and takes the escrow for nothing.
contract NamedPayeeBook {
    IERC20 public sell;
    IERC20 public buy;
    uint256 public price;

    function take(address payee, uint256 amount) external { // want "NamedPayeeBook.take\\(\\) lets any caller transfer amount of the contract's tokens to msg.sender"
        require(buy.transferFrom(msg.sender, payee, amount * price / 1e18));
        require(sell.transfer(msg.sender, amount));
    }
}
