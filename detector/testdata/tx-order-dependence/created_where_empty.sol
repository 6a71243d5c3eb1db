pragma solidity ^0.8.20;

// Orders are written only where none exists yet, and only their buyer releases them: no transaction can change
// an order under a pending release.
contract Escrow {
    struct Order { address buyer; address seller; uint256 amount; bool released; }
    mapping(bytes32 => Order) public orders;

    function open(bytes32 id, address seller) external payable {
        require(orders[id].buyer == address(0), "exists");
        orders[id] = Order(msg.sender, seller, msg.value, false);
    }

    function release(bytes32 id) external {
        Order storage o = orders[id];
        require(o.buyer == msg.sender && !o.released);
        o.released = true;
        payable(o.seller).transfer(o.amount);
    }
}

// The check looks at another entry than the one written: anyone can overwrite a pending order's seller.
contract OpenEscrow {
    struct Order { address buyer; address seller; uint256 amount; bool released; }
    mapping(bytes32 => Order) public orders;

    function open(bytes32 id, bytes32 other, address seller) external payable {
        require(orders[other].buyer == address(0), "exists");
        orders[id] = Order(msg.sender, seller, msg.value, false);
    }

    function release(bytes32 id) external { // want "OpenEscrow.release\\(\\) sends ether using orders"
        Order storage o = orders[id];
        require(o.buyer == msg.sender && !o.released);
        o.released = true;
        payable(o.seller).transfer(o.amount);
    }
}

// The key changes between the check and the write: the write may land on a live order.
contract ShiftedEscrow {
    struct Order { address buyer; address seller; uint256 amount; bool released; }
    mapping(uint256 => Order) public orders;

    function open(uint256 id, address seller) external payable {
        require(orders[id].buyer == address(0), "exists");
        id = id - 1;
        orders[id] = Order(msg.sender, seller, msg.value, false);
    }

    function release(uint256 id) external { // want "ShiftedEscrow.release\\(\\) sends ether using orders"
        Order storage o = orders[id];
        require(o.buyer == msg.sender && !o.released);
        o.released = true;
        payable(o.seller).transfer(o.amount);
    }
}
