pragma solidity ^0.4.15;

contract DynamicPyramid {
    uint private balance = 0;
    uint private collectedFees = 0;
    uint private feePercent = 10;
    address private creator;

    // <yes> <report> ACCESS_CONTROL
    function DynamicPyramidV2() {
        creator = msg.sender;
    }

    modifier onlyowner {
        if (msg.sender == creator) _;
    }

    function() payable {
        balance += msg.value - msg.value * feePercent / 100;
        collectedFees += msg.value * feePercent / 100;
    }

    function collectAllFees() onlyowner {
        require(collectedFees > 0);
        creator.transfer(collectedFees);
        collectedFees = 0;
    }
}
