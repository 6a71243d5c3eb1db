// SPDX-License-Identifier: MIT
pragma solidity ^0.6.0;

interface AggregatorInterface {
    function latestAnswer() external view returns (int256);
    function latestTimestamp() external view returns (uint256);
    function latestRound() external view returns (uint256);
}

contract Owned {
    address public owner;
    address private pendingOwner;

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Only callable by owner");
        _;
    }

    function transferOwnership(address _to) external onlyOwner {
        pendingOwner = _to;
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "Must be proposed owner");
        owner = msg.sender;
        pendingOwner = address(0);
    }
}

// A feed proxy like Chainlink's AggregatorProxy: consumers read through it, the aggregator behind can change.
contract PriceFeedProxy is Owned {
    AggregatorInterface public aggregator;
    AggregatorInterface public proposedAggregator;

    constructor(address _aggregator) public Owned() {
        aggregator = AggregatorInterface(_aggregator);
    }

    function latestAnswer() external view returns (int256) {
        return aggregator.latestAnswer();
    }

    function latestTimestamp() external view returns (uint256) {
        return aggregator.latestTimestamp();
    }

    function proposeAggregator(address _aggregator) external onlyOwner {
        proposedAggregator = AggregatorInterface(_aggregator);
    }

    // The confirmation forgot its modifier: anyone may point every consumer at an aggregator of their own.
    function confirmAggregator(address _aggregator) external {
        require(_aggregator != address(0), "zero");
        // <yes> <report> ACCESS_CONTROL
        aggregator = AggregatorInterface(_aggregator);
        delete proposedAggregator;
    }
}
