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

    // No cap at all.
    function openAny(uint256 id, uint256 secondsToDeliver) external {
        deadline[id] = block.timestamp + secondsToDeliver; // want "block.timestamp \\+ secondsToDeliver can overflow"
    }
}
