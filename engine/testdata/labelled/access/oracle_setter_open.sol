// SPDX-License-Identifier: MIT
// A lending pool whose price oracle anyone can replace: a fake oracle that reports a huge price lets the
// attacker borrow everything against dust.
pragma solidity ^0.8.19;

interface IOracle {
    function price() external view returns (uint256);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract LendingPool {
    address public owner;
    IOracle public oracle;
    IERC20 public immutable stable;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;

    constructor(IOracle oracle_, IERC20 stable_) {
        owner = msg.sender;
        oracle = oracle_;
        stable = stable_;
    }

    // <yes> <report> ACCESS_CONTROL
    function setOracle(IOracle newOracle) external {
        oracle = newOracle;
    }

    function deposit() external payable {
        collateral[msg.sender] += msg.value;
    }

    function borrow(uint256 amount) external {
        require(debt[msg.sender] + amount <= collateral[msg.sender] * oracle.price() / 1e18 / 2, "ltv");
        debt[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount), "transfer");
    }
}
