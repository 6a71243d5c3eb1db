pragma solidity ^0.6.12;

// MakerDAO's diff: the conversions to int256 are required to be at least zero, which holds exactly when they fit.
contract RateDiff {
    int256 public last;

    function diff(uint256 x, uint256 y) public pure returns (int256 z) {
        z = int256(x) - int256(y);
        require(int256(x) >= 0 && int256(y) >= 0);
    }

    function record(uint256 x) external {
        last = int256(x); // want "RateDiff.record\\(\\) converts x, which the caller chooses, to int256 with no check that it fits"
    }

    function recordChecked(uint256 x) external {
        require(0 <= int256(x), "overflow");
        last = int256(x);
    }
}
