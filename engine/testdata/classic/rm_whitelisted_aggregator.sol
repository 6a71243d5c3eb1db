// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
}

/// Aggregator that executes calldata only against DEX targets the owner has approved, pulls only from the caller,
/// resets approvals after each hop, enforces the caller's minimum output, and pays out the balance difference.
contract WhitelistedAggregator {
    address public owner;
    mapping(address => bool) public approvedTarget;

    event Swapped(address indexed user, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut);

    constructor() {
        owner = msg.sender;
    }

    function setTarget(address target, bool ok) external {
        require(msg.sender == owner, "owner");
        approvedTarget[target] = ok;
    }

    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minOut, address target, bytes calldata data)
        external returns (uint256 amountOut)
    {
        require(approvedTarget[target], "target");
        require(IERC20(tokenIn).transferFrom(msg.sender, address(this), amountIn), "pull");
        uint256 before = IERC20(tokenOut).balanceOf(address(this));
        IERC20(tokenIn).approve(target, amountIn);
        (bool ok, ) = target.call(data);
        require(ok, "swap");
        IERC20(tokenIn).approve(target, 0); // want "unchecked-erc20-transfer: WhitelistedAggregator.swap\\(\\) ignores the bool returned by IERC20\\(tokenIn\\).approve"
        amountOut = IERC20(tokenOut).balanceOf(address(this)) - before;
        require(amountOut >= minOut, "slippage");
        require(IERC20(tokenOut).transfer(msg.sender, amountOut), "push");
        emit Swapped(msg.sender, tokenIn, tokenOut, amountIn, amountOut);
    }
}
