pragma solidity ^0.8.0;

interface AggregatorV3Interface {
    function latestRoundData() external view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

contract Pricer {
    AggregatorV3Interface public feed;
    uint256 public constant MAX_DELAY = 1 hours;

    function price() public view returns (uint256) {
        (, int256 answer, , , ) = feed.latestRoundData(); // want "Pricer.price\\(\\) reads the price from feed and drops the update time"
        return uint256(answer);
    }

    function priceKept() public view returns (uint256) {
        (, int256 answer, , uint256 updatedAt, ) = feed.latestRoundData(); // want "never compares the update time updatedAt"
        require(answer > 0);
        return uint256(answer);
    }

    // Safe: the update time is checked against a heartbeat.
    function checked() public view returns (uint256) {
        (, int256 answer, , uint256 updatedAt, ) = feed.latestRoundData();
        require(block.timestamp - updatedAt <= MAX_DELAY, "stale");
        require(answer > 0);
        return uint256(answer);
    }

    // Safe: a helper checks it.
    function helped() public view returns (uint256) {
        uint256 updatedAt;
        int256 answer;
        (, answer, , updatedAt, ) = feed.latestRoundData();
        _fresh(updatedAt);
        return uint256(answer);
    }

    function _fresh(uint256 t) internal view {
        require(block.timestamp - t <= MAX_DELAY);
    }

    // Safe: everything is returned for the caller to judge.
    function raw() public view returns (int256 answer, uint256 updatedAt) {
        (, answer, , updatedAt, ) = feed.latestRoundData();
    }
}
