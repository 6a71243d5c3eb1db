pragma solidity ^0.4.24;

/// Soft-capped presale of 2018: if the cap is not reached by the deadline, contributors claim refunds.
/// The refund is paid with call.value before the contribution is cleared, and the owner's sweep ignores
/// the result of send.
contract SoftCapPresale {
    address public owner;
    uint256 public deadline;
    uint256 public softCap;
    uint256 public raised;
    mapping(address => uint256) public contributed;

    constructor(uint256 _duration, uint256 _softCap) public {
        owner = msg.sender;
        deadline = now + _duration;
        softCap = _softCap;
    }

    function contribute() public payable {
        require(now < deadline);
        contributed[msg.sender] += msg.value;
        raised += msg.value;
    }

    function refund() public {
        require(now >= deadline && raised < softCap);
        uint256 amount = contributed[msg.sender];
        require(amount > 0);
        // <yes> <report> REENTRANCY
        require(msg.sender.call.value(amount)());
        contributed[msg.sender] = 0;
    }

    function sweep() public {
        require(msg.sender == owner);
        require(now >= deadline && raised >= softCap);
        // <yes> <report> UNCHECKED_LL_CALLS
        owner.send(address(this).balance);
    }
}
