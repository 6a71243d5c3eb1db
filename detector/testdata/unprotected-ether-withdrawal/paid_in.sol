pragma solidity ^0.8.20;

// The taker pays the maker's price in, and the contract passes it on.
contract Orders {
    struct Order { address payable maker; uint256 price; bool filled; }
    Order[] public orders;

    function place(uint256 price) external {
        orders.push(Order(payable(msg.sender), price, false));
    }

    function fill(uint256 id) external payable {
        Order storage o = orders[id];
        require(!o.filled && msg.value == o.price);
        o.filled = true;
        o.maker.transfer(o.price);
    }

    // Paid less than it sends: the difference comes out of the contract.
    function fillCheap(uint256 id) external payable { // want "Orders.fillCheap\\(\\) lets any caller send o.price to o.maker"
        Order storage o = orders[id];
        require(!o.filled && msg.value >= o.price / 2);
        o.filled = true;
        o.maker.transfer(o.price);
    }
}
