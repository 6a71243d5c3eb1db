// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

// The caller picks which stored list is paid, but every entry of it was registered by someone else.
contract NumberDraw {
    address public owner;
    mapping(uint8 => address payable[]) public holders;

    constructor() {
        owner = msg.sender;
    }

    function buy(uint8 number) external payable {
        require(msg.value == 0.05 ether, "price");
        holders[number].push(msg.sender);
    }

    function draw(uint8 number) external {
        require(msg.sender == owner, "owner");
        address payable[] storage winners = holders[number];
        uint256 share = address(this).balance / winners.length;
        for (uint256 i = 0; i < winners.length; i++) {
            winners[i].transfer(share); // want "NumberDraw.draw\\(\\) calls winners\\[i\\] inside a loop"
        }
    }
}

// The caller lists the entries it settles itself: it can leave a failing one out.
contract ChosenTickets {
    struct Ticket {
        address payable bettor;
        uint256 amount;
        bool paid;
    }

    Ticket[] public tickets;

    function open() external payable {
        tickets.push(Ticket(msg.sender, msg.value, false));
    }

    function settle(uint256[] calldata ids) external {
        for (uint256 i = 0; i < ids.length; i++) {
            Ticket storage t = tickets[ids[i]];
            if (t.paid) continue;
            t.paid = true;
            t.bettor.transfer(t.amount);
        }
    }
}

// A proposal's targets are stored at once from the proposer's arrays, and voted on: the executor picks the
// proposal, no entry of it was registered by another caller.
contract TinyGovernor {
    struct Proposal {
        address[] targets;
        uint256[] values;
        bool executed;
    }

    mapping(uint256 => Proposal) internal proposals;
    uint256 public count;

    function propose(address[] calldata targets, uint256[] calldata values) external returns (uint256 id) {
        id = ++count;
        Proposal storage p = proposals[id];
        p.targets = targets;
        p.values = values;
    }

    function execute(uint256 id) external payable {
        Proposal storage p = proposals[id];
        require(!p.executed, "executed");
        p.executed = true;
        for (uint256 i = 0; i < p.targets.length; i++) {
            (bool ok, ) = p.targets[i].call{value: p.values[i]}("");
            require(ok, "reverted");
        }
    }
}
