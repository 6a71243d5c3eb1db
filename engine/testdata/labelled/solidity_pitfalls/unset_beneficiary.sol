pragma solidity ^0.4.24;

// A fundraiser whose beneficiary is never assigned: finalize() sends everything raised to address(0).
contract Fundraiser {
    // <yes> <report> OTHER
    address beneficiary;
    uint256 public goal;
    uint256 public raised;
    uint256 public deadline;

    constructor(uint256 _goal, uint256 duration) public {
        goal = _goal;
        deadline = now + duration;
    }

    function contribute() public payable {
        require(now < deadline);
        raised += msg.value;
    }

    function finalize() public {
        require(now >= deadline && raised >= goal);
        beneficiary.transfer(address(this).balance);
    }
}
