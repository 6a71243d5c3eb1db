pragma solidity ^0.6.12;

contract Deadlines {
    address owner;
    mapping(uint256 => uint256) public deadline;

    // Safe: the clock plus at most 90 days.
    function open(uint256 id, uint256 daysToDeliver) external {
        require(daysToDeliver > 0 && daysToDeliver <= 90, "days");
        deadline[id] = now + daysToDeliver * 1 days;
    }

    // The cap can be skipped: only one side of the || bounds the days.
    function openOr(uint256 id, uint256 daysToDeliver) external {
        require(daysToDeliver <= 90 || msg.sender == owner, "days");
        deadline[id] = now + daysToDeliver * 1 days; // want "openOr\\(\\): now \\+ daysToDeliver \\* 1 days can overflow" "openOr\\(\\): daysToDeliver \\* 1 days can overflow"
    }

    // The cap holds on one branch only.
    function openBranch(uint256 id, uint256 d, bool quick) external {
        if (quick) {
            require(d <= 90, "days");
        }
        deadline[id] = now + d * 1 days; // want "openBranch\\(\\): now \\+ d \\* 1 days can overflow" "openBranch\\(\\): d \\* 1 days can overflow"
    }

    // No cap at all.
    function openAny(uint256 id, uint256 secondsToDeliver) external {
        deadline[id] = block.timestamp + secondsToDeliver; // want "block.timestamp \\+ secondsToDeliver can overflow"
    }
}

contract Accumulators {
    mapping(address => uint256) public lockTime;
    uint256 public total;

    // Safe: each call adds at most a year; 2^256 is out of reach.
    function extend(uint256 secondsToAdd) external {
        require(secondsToAdd <= 365 days, "cap");
        lockTime[msg.sender] += secondsToAdd;
    }

    // A step of up to 2^200 a call wraps the total in a few calls.
    function add(uint256 amount) external {
        require(amount <= 2**200, "cap");
        total += amount; // want "total \\+= amount can overflow"
    }
}
