pragma solidity ^0.8.0;

contract FixedPointQuote {
    uint256 public priceX112;
    uint256 public flags;

    // The average price decoded to an integer, then scaled: a price below one quotes zero.
    function quote(uint256 amountIn) external view returns (uint256) {
        return (priceX112 >> 112) * amountIn; // want "multiplies the result of the shift priceX112 >> 112, a division by a power of two"
    }

    // Safe: scaled first, decoded last.
    function quoteExact(uint256 amountIn) external view returns (uint256) {
        return (priceX112 * amountIn) >> 112;
    }

    // Safe: a small shift picks bits, it decodes no fixed-point number.
    function packed(uint256 count) external view returns (uint256) {
        return (flags >> 8) * count;
    }
}
