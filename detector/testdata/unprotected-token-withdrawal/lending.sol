// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IOracle { function price() external view returns (uint256); }
interface IERC20 { function transfer(address, uint256) external returns (bool); }

contract Lender {
    IOracle public immutable oracle;
    IERC20 public immutable token;
    uint256 public feeBps;
    mapping(address => uint256) public collateral;

    constructor(IOracle o, IERC20 t) { oracle = o; token = t; }

    function deposit() external payable { collateral[msg.sender] += msg.value; }

    // Safe: the amount is capped by the caller's own collateral, priced and halved.
    function borrow(uint256 amount) external {
        uint256 value = collateral[msg.sender] * oracle.price() / 1e18;
        require(amount <= value / 2, "undercollateralised");
        uint256 fee = amount * feeBps / 10000;
        token.transfer(msg.sender, amount - fee);
    }

    // Safe: the same cap, written as a revert.
    function borrowOrRevert(uint256 amount) external {
        if (amount > collateral[msg.sender] * oracle.price() / 2e18) revert("undercollateralised");
        token.transfer(msg.sender, amount / 2);
    }

    // The caller picks the multiplier of its own collateral.
    function borrowLevered(uint256 amount, uint256 leverage) external {
        require(amount <= collateral[msg.sender] * leverage);
        token.transfer(msg.sender, amount); // want "lets any caller transfer amount"
    }

    // Adding to the record is no cap.
    function borrowPlus(uint256 amount, uint256 bonus) external {
        require(amount <= collateral[msg.sender] + bonus);
        token.transfer(msg.sender, amount); // want "lets any caller transfer amount"
    }

    // Another account's collateral.
    function borrowFor(address who, uint256 amount) external {
        require(amount <= collateral[who] * oracle.price() / 1e18);
        token.transfer(msg.sender, amount); // want "lets any caller transfer amount"
    }

    // The capped amount is changed before it is paid.
    function borrowScaled(uint256 amount) external {
        require(amount <= collateral[msg.sender]);
        amount = amount * 10;
        token.transfer(msg.sender, amount); // want "lets any caller transfer amount"
    }

    // Twice the capped amount.
    function borrowTwice(uint256 amount) external {
        require(amount <= collateral[msg.sender]);
        token.transfer(msg.sender, amount * 2); // want "lets any caller transfer amount \\* 2"
    }

    // The bound is the caller's collateral on one path only.
    function borrowBoosted(uint256 amount, uint256 boost) external {
        uint256 value = collateral[msg.sender];
        if (boost > 0) value = boost;
        require(amount <= value);
        token.transfer(msg.sender, amount); // want "lets any caller transfer amount"
    }
}
