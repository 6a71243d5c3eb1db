// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// The time lock of the classic TimeLock, in 0.8 but unchecked: a caller wraps its own unlock time to zero.
contract UncheckedTimeLock {
    mapping(address => uint256) public balances;
    mapping(address => uint256) public lockTime;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
        lockTime[msg.sender] = block.timestamp + 1 weeks;
    }

    function increaseLockTime(uint256 secondsToIncrease) external {
        unchecked {
            // <yes> <report> ARITHMETIC
            lockTime[msg.sender] += secondsToIncrease;
        }
    }

    function withdraw() external {
        require(balances[msg.sender] > 0, "empty");
        require(block.timestamp > lockTime[msg.sender], "locked");
        uint256 amount = balances[msg.sender];
        balances[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }
}
