pragma solidity ^0.4.24;

/// Escrow of 2018: the buyer or the arbiter approves a deal, and the seller then pulls the payment.
contract SimpleEscrow {
    struct Deal {
        address buyer;
        address seller;
        address arbiter;
        uint amount;
        bool approved;
    }

    mapping(uint => Deal) public deals;
    uint public dealCount;

    function createDeal(address seller, address arbiter) public payable returns (uint id) {
        require(msg.value > 0);
        id = dealCount++;
        deals[id] = Deal(msg.sender, seller, arbiter, msg.value, false);
    }

    function approve(uint id) public {
        Deal storage d = deals[id];
        require(msg.sender == d.buyer || msg.sender == d.arbiter);
        d.approved = true;
    }

    function withdraw(uint id) public {
        Deal storage d = deals[id];
        require(msg.sender == d.seller);
        require(d.approved && d.amount > 0);
        // <yes> <report> REENTRANCY
        require(msg.sender.call.value(d.amount)());
        d.amount = 0;
    }
}
