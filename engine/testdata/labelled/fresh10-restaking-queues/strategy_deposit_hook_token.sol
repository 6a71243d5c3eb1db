// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.12;

/// Base strategy of a restaking protocol holding one ERC20: shares are minted against the strategy's balance.
/// The strategy reads its balance, pulls the tokens, and only then mints and records the shares. With a token that
/// calls the sender's hook during transferFrom (ERC777 and similar), the depositor re-enters deposit while the
/// balance already includes its tokens but totalShares does not yet, and mints at a rate skewed in its favour.
interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

contract StrategyBase {
    IERC20 public immutable underlyingToken;
    address public immutable strategyManager;
    uint256 public totalShares;
    mapping(address => uint256) public shares;

    constructor(IERC20 token, address manager) {
        underlyingToken = token;
        strategyManager = manager;
    }

    function sharesToUnderlying(uint256 amountShares) public view returns (uint256) {
        if (totalShares == 0) return amountShares;
        return (amountShares * underlyingToken.balanceOf(address(this))) / totalShares;
    }

    function deposit(uint256 amount) external returns (uint256 newShares) {
        require(amount > 0, "zero");
        uint256 priorBalance = underlyingToken.balanceOf(address(this));
        // <yes> <report> REENTRANCY
        require(underlyingToken.transferFrom(msg.sender, address(this), amount), "transfer");
        newShares = totalShares == 0 || priorBalance == 0 ? amount : (amount * totalShares) / priorBalance;
        require(newShares > 0, "no shares");
        totalShares += newShares;
        shares[msg.sender] += newShares;
    }

    function withdraw(address recipient, uint256 amountShares) external {
        require(msg.sender == strategyManager, "manager");
        require(amountShares <= totalShares, "shares");
        uint256 amount = sharesToUnderlying(amountShares);
        totalShares -= amountShares;
        require(underlyingToken.transfer(recipient, amount), "transfer");
    }
}
