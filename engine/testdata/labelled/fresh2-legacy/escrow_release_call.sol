pragma solidity ^0.4.24;

// A 2018 trade escrow: the arbiter releases a deal to the seller by a low-level call whose result is never read;
// the deal is marked settled even when the seller's contract rejected the ether, which then stays stuck.
contract TradeEscrow {
    address public arbiter;
    uint public feeBps = 50;
    uint public collectedFees;

    enum State { Open, Released, Refunded }

    struct Deal {
        address buyer;
        address seller;
        uint amount;
        State state;
    }

    Deal[] public deals;

    event DealOpened(uint indexed id, address buyer, address seller, uint amount);
    event DealReleased(uint indexed id);
    event DealRefunded(uint indexed id);

    modifier onlyArbiter() {
        require(msg.sender == arbiter);
        _;
    }

    constructor() public {
        arbiter = msg.sender;
    }

    function open(address seller) public payable returns (uint id) {
        require(msg.value > 0 && seller != address(0));
        id = deals.length;
        deals.push(Deal(msg.sender, seller, msg.value, State.Open));
        emit DealOpened(id, msg.sender, seller, msg.value);
    }

    function release(uint id) public onlyArbiter {
        Deal storage d = deals[id];
        require(d.state == State.Open);
        d.state = State.Released;
        uint fee = d.amount * feeBps / 10000;
        collectedFees += fee;
        // <yes> <report> UNCHECKED_LL_CALLS
        d.seller.call.value(d.amount - fee)();
        emit DealReleased(id);
    }

    function refund(uint id) public onlyArbiter {
        Deal storage d = deals[id];
        require(d.state == State.Open);
        d.state = State.Refunded;
        d.buyer.transfer(d.amount);
        emit DealRefunded(id);
    }

    function withdrawFees() public onlyArbiter {
        uint amount = collectedFees;
        collectedFees = 0;
        arbiter.transfer(amount);
    }
}
