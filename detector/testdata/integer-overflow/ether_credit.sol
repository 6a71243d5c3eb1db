pragma solidity ^0.5.12;
pragma experimental ABIEncoderV2;

// Credits worked out from an amount of ether a record holds (every write of Deal.amount stores msg.value) stay
// below the ether supply times a small constant, whichever record the caller's id picks: adding them to a stored
// sum cannot wrap, and a fee that is a part of the amount cannot exceed it even when the function credits another
// table between. A credit the caller scales, or one less a discount the caller chooses, can wrap.
contract CreditEscrow {
    struct Deal {
        address payable seller;
        uint256 amount;
        bool done;
    }

    mapping(uint256 => Deal) public deals;
    mapping(address => uint256) public credit;
    address public arbiter;
    uint256 public feeBps = 100;

    constructor() public {
        arbiter = msg.sender;
    }

    function fund(uint256 id, address payable seller) external payable {
        require(deals[id].seller == address(0));
        Deal storage d = deals[id];
        d.seller = seller;
        d.amount = msg.value;
    }

    function release(uint256 id) external {
        Deal storage d = deals[id];
        require(!d.done);
        d.done = true;
        uint256 fee = d.amount * feeBps / 10000;
        credit[arbiter] += fee;
        credit[d.seller] += d.amount - fee;
    }

    function releaseScaled(uint256 id, uint256 factor) external {
        Deal storage d = deals[id];
        require(!d.done);
        d.done = true;
        credit[d.seller] += d.amount * factor; // want "credit\\[d.seller\\] \\+= d.amount \\* factor can overflow" "\\(\\): d.amount \\* factor can overflow"
    }

    function releaseLess(uint256 id, uint256 discount) external {
        Deal storage d = deals[id];
        require(!d.done);
        d.done = true;
        credit[d.seller] += d.amount - discount; // want "d.amount - discount can underflow" "credit\\[d.seller\\] \\+= d.amount - discount can overflow"
    }
}

// A struct the caller passes in holds whatever the caller chooses, however the unit writes that struct's members.
contract PassedDeal {
    struct Deal {
        address payable seller;
        uint256 amount;
    }

    mapping(uint256 => Deal) public deals;
    mapping(address => uint256) public credit;

    function fund(uint256 id) external payable {
        deals[id].amount = msg.value;
    }

    function credited(Deal memory d) public {
        credit[d.seller] += d.amount; // want "credit\\[d.seller\\] \\+= d.amount can overflow"
    }
}

// A copy in memory of a recorded deal holds the recorded amount.
contract CopiedDeal {
    struct Deal {
        address payable seller;
        uint256 amount;
        bool done;
    }

    mapping(uint256 => Deal) public deals;
    mapping(address => uint256) public credit;

    function fund(uint256 id) external payable {
        require(deals[id].seller == address(0));
        deals[id].seller = msg.sender;
        deals[id].amount = msg.value;
    }

    function release(uint256 id) external {
        Deal memory d = deals[id];
        require(!d.done);
        deals[id].done = true;
        credit[d.seller] += d.amount / 2;
    }
}
