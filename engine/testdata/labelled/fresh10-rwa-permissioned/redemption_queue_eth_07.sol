// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// Money-market fund shares redeemed through a FIFO queue: holders lock shares in a request, and the fund
/// administrator processes requests in order once the day's NAV is struck, paying ether.
contract RedemptionQueue {
    struct Request {
        address payable holder;
        uint256 shares;
    }

    address public administrator;
    uint256 public navPerShare; // wei per share
    uint256 public head;
    Request[] public queue;
    mapping(address => uint256) public shares;
    mapping(address => uint256) public pendingOf;

    event RedemptionRequested(address indexed holder, uint256 shares, uint256 index);
    event RedemptionPaid(address indexed holder, uint256 shares, uint256 amount);

    modifier onlyAdministrator() {
        require(msg.sender == administrator, "admin only");
        _;
    }

    constructor() {
        administrator = msg.sender;
    }

    receive() external payable {}

    function setNav(uint256 nav) external onlyAdministrator {
        navPerShare = nav;
    }

    function issue(address to, uint256 amount) external onlyAdministrator {
        shares[to] += amount;
    }

    function requestRedemption(uint256 amount) external {
        require(shares[msg.sender] >= amount, "balance");
        shares[msg.sender] -= amount;
        pendingOf[msg.sender] += amount;
        queue.push(Request(msg.sender, amount));
        emit RedemptionRequested(msg.sender, amount, queue.length - 1);
    }

    /// Anyone may pay out the next request once it is funded (a keeper does this in practice).
    function processNext() external {
        require(head < queue.length, "empty");
        Request storage r = queue[head];
        uint256 amount = r.shares * navPerShare;
        require(address(this).balance >= amount, "underfunded");
        // <yes> <report> REENTRANCY
        (bool ok, ) = r.holder.call{value: amount}("");
        require(ok, "payment failed");
        pendingOf[r.holder] -= r.shares;
        head += 1;
        emit RedemptionPaid(r.holder, r.shares, amount);
    }
}
