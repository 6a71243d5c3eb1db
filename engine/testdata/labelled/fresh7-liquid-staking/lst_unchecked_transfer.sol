// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Wrapper that accepts a rebasing liquid staking token and mints a non-rebasing wrapped token.
contract WrappedStakedToken {
    IERC20 public immutable stToken;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 _stToken) {
        stToken = _stToken;
    }

    function wrap(uint256 stAmount) external returns (uint256 wAmount) {
        require(stAmount > 0, "zero");
        uint256 held = stToken.balanceOf(address(this));
        wAmount = totalSupply == 0 ? stAmount : (stAmount * totalSupply) / held;
        // <yes> <report> UNCHECKED_LL_CALLS
        stToken.transferFrom(msg.sender, address(this), stAmount);
        totalSupply += wAmount;
        balanceOf[msg.sender] += wAmount;
    }

    function unwrap(uint256 wAmount) external returns (uint256 stAmount) {
        require(balanceOf[msg.sender] >= wAmount, "balance");
        stAmount = (wAmount * stToken.balanceOf(address(this))) / totalSupply;
        balanceOf[msg.sender] -= wAmount;
        totalSupply -= wAmount;
        // <yes> <report> UNCHECKED_LL_CALLS
        stToken.transfer(msg.sender, stAmount);
    }
}
