// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// OTC desk for stablecoin pairs. Deposits go through the checked transferFrom, but payouts use bare
/// transfer(): tokens that return false instead of reverting leave the trade marked settled and unpaid.
contract StableOTCDesk {
    address public owner;
    mapping(address => mapping(address => uint256)) public deposits; // user => token => amount
    mapping(address => mapping(address => uint256)) public rateBps; // tokenIn => tokenOut => out per 10_000 in

    event Swap(address indexed user, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut);

    constructor() {
        owner = msg.sender;
    }

    function setRate(address tokenIn, address tokenOut, uint256 bps) external {
        require(msg.sender == owner, "OTC: owner");
        require(bps <= 10_100 && bps >= 9_900, "OTC: band");
        rateBps[tokenIn][tokenOut] = bps;
    }

    function swap(address tokenIn, address tokenOut, uint256 amountIn) external returns (uint256 amountOut) {
        uint256 rate = rateBps[tokenIn][tokenOut];
        require(rate > 0, "OTC: pair");
        require(IERC20(tokenIn).transferFrom(msg.sender, address(this), amountIn), "OTC: pull");
        amountOut = (amountIn * rate) / 10_000;
        // <yes> <report> UNCHECKED_LL_CALLS
        IERC20(tokenOut).transfer(msg.sender, amountOut);
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut);
    }

    function deposit(address token, uint256 amount) external {
        require(IERC20(token).transferFrom(msg.sender, address(this), amount), "OTC: pull");
        deposits[msg.sender][token] += amount;
    }

    function withdraw(address token, uint256 amount) external {
        deposits[msg.sender][token] -= amount;
        // <yes> <report> UNCHECKED_LL_CALLS
        IERC20(token).transfer(msg.sender, amount);
    }
}
