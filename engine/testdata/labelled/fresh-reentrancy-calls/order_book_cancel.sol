pragma solidity ^0.4.24;

contract EtherOrderBook {
    struct Order {
        address maker;
        uint256 amount;
        uint256 price;
        bool open;
    }

    Order[] public orders;
    mapping(address => uint256) public filled;

    event OrderPlaced(uint256 id, address maker, uint256 amount, uint256 price);
    event OrderCancelled(uint256 id);

    function placeOrder(uint256 price) public payable returns (uint256) {
        require(msg.value > 0);
        orders.push(Order(msg.sender, msg.value, price, true));
        emit OrderPlaced(orders.length - 1, msg.sender, msg.value, price);
        return orders.length - 1;
    }

    function cancelOrder(uint256 id) public {
        Order storage o = orders[id];
        require(o.maker == msg.sender);
        require(o.open);
        o.open = false;
        uint256 refund = o.amount;
        o.amount = 0;
        // <yes> <report> UNCHECKED_LL_CALLS
        msg.sender.send(refund);
        emit OrderCancelled(id);
    }
}
