// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// Credits deposits without checking that the token moved: a token that returns false (ZRX, BAT, many
/// older tokens) lets anyone deposit nothing and withdraw real tokens.
contract TokenVault {
    IERC20 public immutable token;
    mapping(address => uint256) public balances;

    constructor(IERC20 _token) {
        token = _token;
    }

    function deposit(uint256 amount) external {
        // <yes> <report> UNCHECKED_LL_CALLS
        token.transferFrom(msg.sender, address(this), amount);
        balances[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external {
        balances[msg.sender] -= amount;
        // <yes> <report> UNCHECKED_LL_CALLS
        token.transfer(msg.sender, amount);
    }
}
