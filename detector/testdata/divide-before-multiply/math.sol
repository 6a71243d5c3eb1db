pragma solidity ^0.8.0;

contract Fees {
    uint256 public rate = 30;
    uint256 public constant DENOM = 10000;

    function fee(uint256 amount) external view returns (uint256) {
        return amount / DENOM * rate; // want "Fees.fee\\(\\) multiplies the result of the division amount / DENOM"
    }

    function reward(uint256 amount, uint256 total) external view returns (uint256) {
        uint256 share = amount / total;
        return share * rate; // want "multiplies share, the result of the division amount / total \\(line 12\\)"
    }

    function compound(uint256 amount, uint256 total) external view returns (uint256 r) {
        r = (amount / total);
        r *= rate; // want "multiplies the result of the division|multiplies r"
    }

    function good(uint256 amount, uint256 total) external view returns (uint256) {
        return amount * rate / total;
    }

    function constants() external pure returns (uint256) {
        return 1 days / 2 * 3;
    }

    function reassigned(uint256 amount, uint256 total) external view returns (uint256) {
        uint256 x = amount / total;
        x = amount;
        return x * rate;
    }
}

contract Grid {
    uint256 public constant TICK = 60;

    // Safe: rounding down to a multiple of the divisor is the point.
    function roundDown(uint256 amount) external pure returns (uint256) {
        return amount / TICK * TICK;
    }

    function floorTo(uint256 amount, uint256 step) external pure returns (uint256) {
        uint256 steps = amount / step;
        return steps * step;
    }

    // A multiple of another value loses the remainder for nothing.
    function scaled(uint256 amount, uint256 step, uint256 price) external pure returns (uint256) {
        return amount / step * price; // want "multiplies the result of the division amount / step"
    }
}
