pragma solidity ^0.8.20;

// The buyer pays the price in; the contract keeps a fee and passes the rest on.
contract FeeOrders {
    struct Order { address payable maker; uint256 price; bool filled; }
    Order[] public orders;
    uint256 public feeBps = 250;
    uint256 public fees;

    function place(uint256 price) external {
        orders.push(Order(payable(msg.sender), price, false));
    }

    function fill(uint256 id) external payable {
        Order storage o = orders[id];
        require(!o.filled && msg.value == o.price);
        o.filled = true;
        uint256 fee = (o.price * feeBps) / 10000;
        fees += fee;
        o.maker.transfer(o.price - fee);
    }

    // Less fees, but the subtraction wraps: it can send more than was paid.
    function fillWrapped(uint256 id, uint256 rebate) external payable { // want "FeeOrders.fillWrapped\\(\\) lets any caller send o.price - rebate to o.maker"
        Order storage o = orders[id];
        require(!o.filled && msg.value == o.price);
        o.filled = true;
        unchecked {
            o.maker.transfer(o.price - rebate);
        }
    }

    // Paid the price, sends the price plus a bonus out of the contract.
    function fillBonus(uint256 id) external payable { // want "FeeOrders.fillBonus\\(\\) lets any caller send o.price \\+ 1 ether to o.maker"
        Order storage o = orders[id];
        require(!o.filled && msg.value == o.price);
        o.filled = true;
        o.maker.transfer(o.price + 1 ether);
    }
}
