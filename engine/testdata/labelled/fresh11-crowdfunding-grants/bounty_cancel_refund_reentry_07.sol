// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// StandardBounties-style board: an issuer opens a bounty with an ether deposit, anyone may top it
/// up, hunters submit work and the issuer accepts one fulfilment. An issuer may cancel an open
/// bounty and take the balance back; the refund call goes out before the balance is cleared, so an
/// issuer contract re-enters cancel() from its fallback and is refunded again out of the other
/// bounties' deposits.
contract BountyBoard {
    struct Bounty {
        address payable issuer;
        uint256 balance;
        uint256 deadline;
        bool open;
    }

    struct Fulfilment {
        address payable hunter;
        string data;
    }

    Bounty[] public bounties;
    mapping(uint256 => Fulfilment[]) public fulfilments;
    uint256 private locked = 1;

    event BountyIssued(uint256 indexed id, address indexed issuer, uint256 amount, uint256 deadline);
    event Contributed(uint256 indexed id, address indexed from, uint256 amount);
    event Fulfilled(uint256 indexed id, uint256 indexed fid, address indexed hunter);
    event Accepted(uint256 indexed id, uint256 indexed fid, uint256 amount);
    event Cancelled(uint256 indexed id, uint256 refunded);

    modifier nonReentrant() {
        require(locked == 1, "locked");
        locked = 2;
        _;
        locked = 1;
    }

    function issue(uint256 deadline) external payable returns (uint256 id) {
        require(deadline > block.timestamp, "deadline");
        id = bounties.length;
        bounties.push(Bounty(msg.sender, msg.value, deadline, true));
        emit BountyIssued(id, msg.sender, msg.value, deadline);
    }

    function contribute(uint256 id) external payable {
        Bounty storage b = bounties[id];
        require(b.open, "closed");
        require(msg.value > 0, "zero");
        b.balance += msg.value;
        emit Contributed(id, msg.sender, msg.value);
    }

    function fulfil(uint256 id, string calldata data) external {
        Bounty storage b = bounties[id];
        require(b.open && block.timestamp < b.deadline, "closed");
        fulfilments[id].push(Fulfilment(msg.sender, data));
        emit Fulfilled(id, fulfilments[id].length - 1, msg.sender);
    }

    function accept(uint256 id, uint256 fid, uint256 amount) external nonReentrant {
        Bounty storage b = bounties[id];
        require(msg.sender == b.issuer, "issuer");
        require(b.open, "closed");
        require(amount > 0 && amount <= b.balance, "amount");
        Fulfilment storage f = fulfilments[id][fid];
        b.balance -= amount;
        if (b.balance == 0) b.open = false;
        (bool ok, ) = f.hunter.call{value: amount}("");
        require(ok, "pay");
        emit Accepted(id, fid, amount);
    }

    function cancel(uint256 id) external {
        Bounty storage b = bounties[id];
        require(msg.sender == b.issuer, "issuer");
        require(b.open, "closed");
        uint256 refund = b.balance;
        // <yes> <report> REENTRANCY
        (bool ok, ) = b.issuer.call{value: refund}("");
        require(ok, "refund");
        b.balance = 0;
        b.open = false;
        emit Cancelled(id, refund);
    }
}
