pragma solidity ^0.8.0;

contract Tautologies {
    uint256 public total;
    uint8 public small;
    int256 public signedValue;

    function countdown(uint256 n) external {
        for (uint256 i = n; i >= 0; i--) { // want "i >= 0 is always true"
            total += i;
        }
    }

    function check(uint256 amount, uint8 b) external view returns (bool) {
        require(amount >= 0); // want "amount >= 0 is always true"
        if (amount < 0) { // want "amount < 0 is always false"
            return false;
        }
        if (b > 255) { // want "b > 255 is always false"
            return false;
        }
        if (0 > small) { // want "0 > small is always false"
            return false;
        }
        return b <= 255; // want "b <= 255 is always true"
    }

    function fine(uint256 amount, int256 delta, uint8 b) external view returns (bool) {
        require(amount > 0);
        require(delta >= 0);
        require(signedValue < 0);
        require(b < 255);
        require(b <= 254);
        require(amount != 0);
        return 1 >= 0;
    }
}
