pragma solidity ^0.6.12;

// Exponentiation by squaring takes the elapsed time apart bit by bit: each bit decides how the power is
// computed, not an outcome.
contract Accumulator {
    uint256 public rho;
    uint256 public rate = 10 ** 27;
    uint256 public duty = 10 ** 27;

    function rpow(uint256 x, uint256 n, uint256 b) internal pure returns (uint256 z) {
        z = n % 2 != 0 ? x : b;
        for (n /= 2; n != 0; n /= 2) {
            x = x * x / b;
            if (n % 2 != 0) z = z * x / b;
        }
    }

    function drip() external {
        rate = rate * rpow(duty, now - rho, 10 ** 27) / 10 ** 27;
        rho = now;
    }

    function bonus() external {
        uint256 elapsed = now - rho; // want "Accumulator.bonus\\(\\) uses a value derived from block data that decides the outcome of a condition"
        if (elapsed % 2 != 0) rate = rate * 2;
        rho = now;
    }
}
