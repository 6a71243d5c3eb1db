// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Gas-optimised ether crowdfund: pledges are booked per backer and a backer may take part of the
/// pledge back before the deadline. The bookkeeping was moved into unchecked blocks to save gas,
/// including the decrease of the backer's pledge, which is never compared with the amount first:
/// a backer with no pledge asks for the whole balance, the pledge wraps to a huge number, and the
/// contract pays out everything the other backers pledged.
contract LeanCrowdfund {
    address public immutable creator;
    uint64 public immutable deadline;
    uint128 public immutable goal;
    uint256 public total;
    bool public claimed;
    mapping(address => uint256) public pledgeOf;

    error Ended();
    error Running();
    error GoalMissed();
    error GoalMet();
    error NotCreator();
    error Failed();

    constructor(uint128 _goal, uint64 _duration) {
        creator = msg.sender;
        goal = _goal;
        deadline = uint64(block.timestamp) + _duration;
    }

    function pledge() external payable {
        if (block.timestamp >= deadline) revert Ended();
        pledgeOf[msg.sender] += msg.value;
        total += msg.value;
    }

    function unpledge(uint256 amount) external {
        if (block.timestamp >= deadline) revert Ended();
        unchecked {
            // <yes> <report> ARITHMETIC
            pledgeOf[msg.sender] -= amount;
            total -= amount;
        }
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        if (!ok) revert Failed();
    }

    function claim() external {
        if (msg.sender != creator) revert NotCreator();
        if (block.timestamp < deadline) revert Running();
        if (total < goal) revert GoalMissed();
        if (claimed) revert Ended();
        claimed = true;
        (bool ok, ) = payable(creator).call{value: address(this).balance}("");
        if (!ok) revert Failed();
    }

    function refund() external {
        if (block.timestamp < deadline) revert Running();
        if (total >= goal) revert GoalMet();
        uint256 amount = pledgeOf[msg.sender];
        pledgeOf[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        if (!ok) revert Failed();
    }
}
