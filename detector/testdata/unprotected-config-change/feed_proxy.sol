pragma solidity ^0.8.0;

interface IAggregator {
    function latestAnswer() external view returns (int256);
}

// A feed proxy with an owner whose confirmation step lost its check: consumers read whatever anyone points it at.
contract OpenFeedProxy {
    address public owner = msg.sender;
    IAggregator public aggregator;
    IAggregator public proposed;

    function propose(IAggregator a) external {
        require(msg.sender == owner, "owner");
        proposed = a;
    }

    function confirm(IAggregator a) external { // want "OpenFeedProxy.confirm\\(\\) lets any caller replace aggregator, whose answer OpenFeedProxy.latestAnswer\\(\\) hands on to other contracts"
        aggregator = a;
        delete proposed;
    }

    function latestAnswer() external view returns (int256 answer) {
        answer = aggregator.latestAnswer();
    }
}

// Safe: the same proxy with the check in place.
contract GuardedFeedProxy {
    address public owner = msg.sender;
    IAggregator public aggregator;

    function setAggregator(IAggregator a) external {
        require(msg.sender == owner, "owner");
        aggregator = a;
    }

    function latestAnswer() external view returns (int256) {
        return aggregator.latestAnswer();
    }
}
