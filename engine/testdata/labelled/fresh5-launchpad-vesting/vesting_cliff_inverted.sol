// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Investor vesting for a seed round. The end-of-vesting branch was written the wrong way around: before the
/// schedule ends the whole allocation counts as vested, so investors dump on day one.
contract SeedVesting {
    IERC20 public immutable token;
    address public immutable owner;
    uint64 public immutable start;
    uint64 public immutable duration;

    mapping(address => uint256) public allocation;
    mapping(address => uint256) public released;

    constructor(IERC20 token_, uint64 start_, uint64 duration_) {
        token = token_;
        owner = msg.sender;
        start = start_;
        duration = duration_;
    }

    function setAllocation(address investor, uint256 amount) external {
        require(msg.sender == owner, "SeedVesting: not owner");
        allocation[investor] = amount;
    }

    function vested(address investor) public view returns (uint256) {
        uint256 total = allocation[investor];
        if (block.timestamp < start) {
            return 0;
        // <yes> <report> OTHER
        } else if (block.timestamp < start + duration) {
            return total;
        } else {
            return (total * (block.timestamp - start)) / duration;
        }
    }

    function release() external {
        uint256 amount = vested(msg.sender) - released[msg.sender];
        released[msg.sender] += amount;
        require(token.transfer(msg.sender, amount), "SeedVesting: transfer failed");
    }
}
