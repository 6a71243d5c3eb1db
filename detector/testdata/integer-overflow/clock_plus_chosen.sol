pragma solidity ^0.5.0;

contract Locker {
    mapping(address => uint) public balance;
    mapping(address => uint) public unlockAt;

    function deposit() external payable {
        balance[msg.sender] += msg.value;
    }

    // Lowered: a wrapped time lies in the past, as a lock of 0 would nearly give the caller.
    function lock(uint period) external {
        unlockAt[msg.sender] = now + period; // want "now \\+ period can overflow \\(a wrapped time lies in the past"
    }

    // Reported high: the minimum is what a wrap skips.
    function lockAtLeast(uint period) external {
        require(period >= 30 days, "too short");
        unlockAt[msg.sender] = now + period; // want "now \\+ period can overflow$"
    }

    // Reported high: a stored time plus the caller's number is no clock reading.
    function extend(uint extra) external {
        unlockAt[msg.sender] += extra; // want "unlockAt\\[msg.sender\\] \\+= extra can overflow$"
    }

    function withdraw() external {
        require(now >= unlockAt[msg.sender], "locked");
        uint amount = balance[msg.sender];
        balance[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}
