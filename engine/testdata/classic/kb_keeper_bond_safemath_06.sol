// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }
}

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Keeper bonding with SafeMath, bonding and unbonding delays, and pull withdrawals; jobs pay keepers from credits
/// that only the job's owner tops up.
contract SafeKeeperBonding {
    using SafeMath for uint256;

    uint256 public constant BOND_DELAY = 3 days;
    uint256 public constant UNBOND_DELAY = 14 days;

    IERC20 public immutable kpr;
    address public governance;
    mapping(address => uint256) public bonds;
    mapping(address => uint256) public bondedAt;
    mapping(address => uint256) public pendingUnbond;
    mapping(address => uint256) public unbondAt;
    mapping(address => uint256) public jobCredits;
    mapping(address => address) public jobOwner;

    constructor(IERC20 kpr_) public {
        kpr = kpr_;
        governance = msg.sender;
    }

    function bond(uint256 amount) external {
        require(kpr.transferFrom(msg.sender, address(this), amount), "pull");
        bonds[msg.sender] = bonds[msg.sender].add(amount);
        bondedAt[msg.sender] = block.timestamp;
    }

    function unbond(uint256 amount) external {
        bonds[msg.sender] = bonds[msg.sender].sub(amount);
        pendingUnbond[msg.sender] = pendingUnbond[msg.sender].add(amount);
        unbondAt[msg.sender] = block.timestamp.add(UNBOND_DELAY);
    }

    function withdraw() external {
        require(unbondAt[msg.sender] != 0 && block.timestamp >= unbondAt[msg.sender], "locked");
        uint256 amount = pendingUnbond[msg.sender];
        pendingUnbond[msg.sender] = 0;
        require(kpr.transfer(msg.sender, amount), "transfer");
    }

    function addJob(address job) external {
        require(msg.sender == governance, "gov");
        jobOwner[job] = msg.sender;
    }

    function addCredits(address job, uint256 amount) external {
        require(jobOwner[job] == msg.sender, "job owner");
        require(kpr.transferFrom(msg.sender, address(this), amount), "pull");
        jobCredits[job] = jobCredits[job].add(amount);
    }

    function workReceipt(address keeper, uint256 amount) external {
        require(jobOwner[msg.sender] != address(0), "job");
        require(bonds[keeper] > 0 && block.timestamp >= bondedAt[keeper].add(BOND_DELAY), "keeper");
        jobCredits[msg.sender] = jobCredits[msg.sender].sub(amount);
        bonds[keeper] = bonds[keeper].add(amount);
    }
}
