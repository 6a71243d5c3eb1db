pragma solidity ^0.5.11;

contract SavingsLocker {
    mapping(address => uint256) public locked;
    mapping(address => uint256) public unlockAt;

    function lock(uint256 period) external payable {
        locked[msg.sender] += msg.value;
        unlockAt[msg.sender] = now + period;
    }

    function unlock(uint256 amount) external {
        require(now >= unlockAt[msg.sender], "locked");
        // <yes> <report> ARITHMETIC
        require(locked[msg.sender] - amount >= 0, "balance");
        locked[msg.sender] -= amount;
        msg.sender.transfer(amount);
    }
}
