pragma solidity ^0.4.24;

// A tip jar that keeps a fee on each tip for its owner; the fee payout helper has no visibility: before 0.5 it
// is public, and anyone can pay the accumulated fees to themselves.
contract TipJar {
    address public owner;
    uint256 public feesCollected;
    mapping(address => uint256) public tipsOf;

    constructor() public {
        owner = msg.sender;
    }

    function tip(address creator) public payable {
        uint256 fee = msg.value / 50;
        feesCollected += fee;
        tipsOf[creator] += msg.value - fee;
    }

    function withdrawTips() public {
        uint256 amount = tipsOf[msg.sender];
        tipsOf[msg.sender] = 0;
        msg.sender.transfer(amount);
    }

    function collectFees() public {
        require(msg.sender == owner);
        _payFees(owner);
    }

    // <yes> <report> ACCESS_CONTROL
    function _payFees(address to) {
        uint256 amount = feesCollected;
        feesCollected = 0;
        to.transfer(amount);
    }
}
