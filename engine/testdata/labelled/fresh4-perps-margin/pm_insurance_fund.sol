// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

abstract contract Ownable {
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        owner = newOwner;
    }
}

/// Insurance fund of a perpetual exchange: it receives part of the trading fees and covers bad debt
/// left by liquidations.
contract InsuranceFund is Ownable {
    IERC20 public immutable quote;
    address public clearingHouse;
    uint256 public totalBadDebtCovered;

    event BadDebtCovered(uint256 amount);

    constructor(IERC20 _quote) {
        quote = _quote;
    }

    function setClearingHouse(address ch) external onlyOwner {
        clearingHouse = ch;
    }

    function coverBadDebt(uint256 amount) external {
        require(msg.sender == clearingHouse, "clearing house");
        totalBadDebtCovered += amount;
        require(quote.transfer(clearingHouse, amount), "transfer");
        emit BadDebtCovered(amount);
    }

    function withdraw(address to, uint256 amount) external {
        require(amount <= quote.balanceOf(address(this)), "balance");
        // <yes> <report> ACCESS_CONTROL
        require(quote.transfer(to, amount), "transfer");
    }

    function balance() external view returns (uint256) {
        return quote.balanceOf(address(this));
    }
}
