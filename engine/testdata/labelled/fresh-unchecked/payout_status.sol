pragma solidity ^0.4.25;

contract PayoutBook {
    struct Payout {
        address to;
        uint amount;
        bool paid;
    }

    Payout[] public payouts;
    address public admin = msg.sender;

    function add(address to, uint amount) public {
        require(msg.sender == admin);
        payouts.push(Payout(to, amount, false));
    }

    function pay(uint index) public {
        require(msg.sender == admin);
        Payout storage p = payouts[index];
        require(!p.paid);
        // <yes> <report> UNCHECKED_LL_CALLS
        bool sent = p.to.send(p.amount);
        p.paid = true;
    }

    function() public payable {}
}
