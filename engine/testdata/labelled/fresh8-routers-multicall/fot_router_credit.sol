// SPDX-License-Identifier: MIT
pragma solidity ^0.8.6;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Deposit router for a cross-chain swap: the user's input is escrowed here and credited to them, and a relayer
/// settles the swap on the destination chain against that credit. Any ERC-20 is accepted.
contract EscrowSwapRouter {
    mapping(address => mapping(address => uint256)) public escrowed;
    address public relayer;

    event Deposited(address indexed user, address indexed token, uint256 amount, uint256 dstChain);

    constructor(address _relayer) {
        relayer = _relayer;
    }

    function deposit(address token, uint256 amount, uint256 dstChain) external {
        require(IERC20(token).transferFrom(msg.sender, address(this), amount), "pull");
        // <yes> <report> OTHER
        escrowed[msg.sender][token] += amount;
        emit Deposited(msg.sender, token, amount, dstChain);
    }

    function cancel(address token) external {
        uint256 amount = escrowed[msg.sender][token];
        escrowed[msg.sender][token] = 0;
        require(IERC20(token).transfer(msg.sender, amount), "push");
    }

    function settle(address user, address token, uint256 amount) external {
        require(msg.sender == relayer, "relayer");
        escrowed[user][token] -= amount;
        require(IERC20(token).transfer(relayer, amount), "push");
    }
}
