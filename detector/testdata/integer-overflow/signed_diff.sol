pragma solidity ^0.6.12;

// The difference of two values required to be at least zero cannot leave the signed range.
contract SignedDiff {
    int256 public last;

    function diff(uint256 x, uint256 y) public pure returns (int256 z) {
        z = int256(x) - int256(y);
        require(int256(x) >= 0 && int256(y) >= 0);
    }

    function diffOneChecked(int256 x, int256 y) public {
        require(x >= 0);
        last = x - y; // want "x - y can underflow"
    }
}
