pragma solidity ^0.4.25;

contract TimedCrowdsale {
    event Finished();
    event notFinished();

    // Sale should finish exactly at January 1, 2019
    function isSaleFinished() private returns (bool) {
        // <yes> <report> TIME_MANIPULATION
        return block.timestamp >= 1546300800;
    }

    function run() public {
        if (isSaleFinished()) {
            emit Finished();
        } else {
            emit notFinished();
        }
    }
}
