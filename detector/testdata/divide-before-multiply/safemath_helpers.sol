pragma solidity ^0.7.6;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "SafeMath: division by zero");
        return a / b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }
}

contract Guild {
    using SafeMath for uint256;

    uint256 public bank;
    uint256 public totalShares;

    function quotient(uint256 x, uint256 y) internal pure returns (uint256) {
        return x / y;
    }

    function product(uint256 x, uint256 y) internal pure returns (uint256) {
        return x * y;
    }

    function shareRoundedFirst(uint256 shares) external view returns (uint256) {
        return bank.div(totalShares).mul(shares); // want "Guild.shareRoundedFirst\\(\\) multiplies the result of the division bank.div\\(totalShares\\)"
    }

    function shareOperatorDivision(uint256 shares) external view returns (uint256) {
        return (bank / totalShares).mul(shares); // want "multiplies the result of the division bank / totalShares"
    }

    function shareOwnHelpers(uint256 shares) external view returns (uint256) {
        return product(quotient(bank, totalShares), shares); // want "multiplies the result of the division quotient\\(bank, totalShares\\)"
    }

    function shareMultipliedFirst(uint256 shares) external view returns (uint256) {
        return bank.mul(shares).div(totalShares);
    }

    function roundedToLot(uint256 amount, uint256 lot) external pure returns (uint256) {
        return amount.div(lot).mul(lot);
    }

    function sumThenScale(uint256 a, uint256 b, uint256 k) external pure returns (uint256) {
        return a.add(b).mul(k);
    }
}
