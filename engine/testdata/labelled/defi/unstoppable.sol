// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface IERC20 { function balanceOf(address) external view returns (uint256); function transfer(address, uint256) external returns (bool); function transferFrom(address, address, uint256) external returns (bool); }
interface IReceiver { function receiveTokens(address token, uint256 amount) external; }
contract UnstoppableLender {
    IERC20 public immutable damnValuableToken;
    uint256 public poolBalance;
    constructor(IERC20 t) { damnValuableToken = t; }
    function depositTokens(uint256 amount) external {
        require(amount > 0, "Must deposit at least one token");
        require(damnValuableToken.transferFrom(msg.sender, address(this), amount));
        poolBalance = poolBalance + amount;
    }
    function flashLoan(uint256 borrowAmount) external {
        require(borrowAmount > 0, "Must borrow at least one token");
        uint256 balanceBefore = damnValuableToken.balanceOf(address(this));
        require(balanceBefore >= borrowAmount, "Not enough tokens in pool");
        // <yes> <report> DENIAL_OF_SERVICE
        assert(poolBalance == balanceBefore);
        require(damnValuableToken.transfer(msg.sender, borrowAmount));
        IReceiver(msg.sender).receiveTokens(address(damnValuableToken), borrowAmount);
        require(damnValuableToken.balanceOf(address(this)) >= balanceBefore, "Flash loan hasn't been paid back");
    }
}
