pragma solidity 0.6.12;

// Aave v2's WadRayMath: a product is checked against a quotient before it is made.
library WadRayMath {
    uint256 internal constant RAY = 1e27;
    uint256 internal constant halfRAY = RAY / 2;

    function rayMul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0 || b == 0) {
            return 0;
        }
        require(a <= (type(uint256).max - halfRAY) / b, "MATH_MULTIPLICATION_OVERFLOW");
        return (a * b + halfRAY) / RAY;
    }

    function rayMulUnchecked(uint256 a, uint256 b) internal pure returns (uint256) {
        return (a * b + halfRAY) / RAY; // want "WadRayMath.rayMulUnchecked\\(\\): a \\* b \\+ halfRAY can overflow" "WadRayMath.rayMulUnchecked\\(\\): a \\* b can overflow"
    }
}

contract Pool {
    using WadRayMath for uint256;
    uint256 public index = 1e27;

    function scaled(uint256 amount) external view returns (uint256) {
        return amount.rayMul(index);
    }

    function scaledUnchecked(uint256 amount) external view returns (uint256) {
        return amount.rayMulUnchecked(index);
    }
}
