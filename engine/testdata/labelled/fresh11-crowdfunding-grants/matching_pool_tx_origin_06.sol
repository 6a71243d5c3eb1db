// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Donation matching campaign: a sponsor deposits a matching pool and every donation to the cause
/// is matched one-for-one until the pool runs out. The sponsor's withdrawal of the unused pool is
/// authorised with tx.origin: any contract the sponsor interacts with (a donation page, an NFT
/// mint) calls withdrawPool() on the sponsor's behalf and sends the pool to itself.
contract DonationMatcher {
    address public sponsor;
    address payable public cause;
    uint256 public matchCap;
    uint256 public pool;
    uint256 public matched;
    uint256 public endTime;
    mapping(address => uint256) public donated;

    event Matched(address indexed donor, uint256 donation, uint256 matchAmount);
    event PoolWithdrawn(address to, uint256 amount);

    constructor(address payable _cause, uint256 _matchCap, uint256 _duration) public payable {
        require(_cause != address(0), "cause");
        sponsor = msg.sender;
        cause = _cause;
        matchCap = _matchCap;
        pool = msg.value;
        endTime = block.timestamp + _duration;
    }

    function topUp() external payable {
        require(msg.sender == sponsor, "sponsor");
        pool += msg.value;
    }

    function donate() external payable {
        require(block.timestamp < endTime, "ended");
        require(msg.value > 0, "zero");
        uint256 room = donated[msg.sender] >= matchCap ? 0 : matchCap - donated[msg.sender];
        uint256 matchAmount = msg.value < room ? msg.value : room;
        if (matchAmount > pool) matchAmount = pool;
        pool -= matchAmount;
        matched += matchAmount;
        donated[msg.sender] += msg.value;
        emit Matched(msg.sender, msg.value, matchAmount);
        (bool ok, ) = cause.call{value: msg.value + matchAmount}("");
        require(ok, "forward");
    }

    function withdrawPool(address payable to) external {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == sponsor, "sponsor");
        require(block.timestamp >= endTime, "running");
        uint256 amount = pool;
        pool = 0;
        emit PoolWithdrawn(to, amount);
        to.transfer(amount);
    }
}
