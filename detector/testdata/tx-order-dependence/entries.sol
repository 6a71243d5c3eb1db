pragma solidity ^0.8.20;

// A payout read from an entry whose fields are set when it is added and never changed: no race.
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
}

// The same, but the maker can be replaced later by anyone.
contract LooseOrders {
    struct Order { address payable maker; uint256 price; bool filled; }
    Order[] public orders;

    function place(uint256 price) external {
        orders.push(Order(payable(msg.sender), price, false));
    }

    function setMaker(uint256 id, address payable m) external {
        orders[id].maker = m;
    }

    function fill(uint256 id) external payable { // want "LooseOrders.fill\\(\\) sends ether using orders, which any caller can change first"
        Order storage o = orders[id];
        require(!o.filled && msg.value == o.price);
        o.filled = true;
        o.maker.transfer(o.price);
    }
}
