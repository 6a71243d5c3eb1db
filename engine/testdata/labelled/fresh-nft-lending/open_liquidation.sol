// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

contract MiniLender {
    IERC20 public immutable debtToken;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;

    constructor(IERC20 _debt) {
        debtToken = _debt;
    }

    function depositCollateral() external payable {
        collateral[msg.sender] += msg.value;
    }

    function borrow(uint256 amount) external {
        require((debt[msg.sender] + amount) * 2 <= collateral[msg.sender], "collateral");
        debt[msg.sender] += amount;
        require(debtToken.transfer(msg.sender, amount), "transfer");
    }

    // <yes> <report> ACCESS_CONTROL
    function liquidate(address user) external {
        uint256 owed = debt[user];
        require(debtToken.transferFrom(msg.sender, address(this), owed), "repay");
        uint256 seized = collateral[user];
        debt[user] = 0;
        collateral[user] = 0;
        payable(msg.sender).transfer(seized);
    }
}
