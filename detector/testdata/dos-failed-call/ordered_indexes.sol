// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// The settler passes the order in which bids are filled, but must give an index for every bid: it cannot leave
// the bid of a receiver that rejects ether out.
contract OrderedSettlement {
    struct Bid {
        address payable bidder;
        uint256 amount;
    }

    address public owner;
    Bid[] public bids;
    bool public settled;

    constructor() {
        owner = msg.sender;
    }

    function bid() external payable {
        bids.push(Bid(payable(msg.sender), msg.value));
    }

    function settle(uint256[] calldata order, uint256 filled) external {
        require(msg.sender == owner, "owner");
        require(order.length == bids.length, "order");
        require(!settled, "settled");
        settled = true;
        for (uint256 i = filled; i < order.length; i++) {
            Bid storage b = bids[order[i]];
            b.bidder.transfer(b.amount); // want "OrderedSettlement.settle\\(\\) calls b.bidder inside a loop"
        }
    }
}

// The same list, with indexes the caller chooses freely (no length tie): it can leave a failing one out.
contract ChosenRefunds {
    struct Bid {
        address payable bidder;
        uint256 amount;
        bool refunded;
    }

    Bid[] public bids;

    function bid() external payable {
        bids.push(Bid(payable(msg.sender), msg.value, false));
    }

    function refund(uint256[] calldata ids) external {
        for (uint256 i = 0; i < ids.length; i++) {
            Bid storage b = bids[ids[i]];
            if (b.refunded) continue;
            b.refunded = true;
            b.bidder.transfer(b.amount);
        }
    }
}

// Every bid is covered, but each bidder pulls its own refund: nothing is paid in a loop.
contract PulledRefunds {
    mapping(address => uint256) public owed;
    address[] public bidders;

    function bid() external payable {
        bidders.push(msg.sender);
        owed[msg.sender] += msg.value;
    }

    function withdraw() external {
        uint256 amount = owed[msg.sender];
        owed[msg.sender] = 0;
        payable(msg.sender).transfer(amount);
    }
}
