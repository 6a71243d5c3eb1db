// SPDX-License-Identifier: MIT
pragma solidity ^0.8.7;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// Margin vault of a derivatives desk accepting stablecoins (USDC, USDT, DAI) as collateral.
contract StableMarginVault {
    address public owner;
    mapping(address => bool) public acceptedCollateral;
    mapping(address => mapping(address => uint256)) public collateralOf;
    mapping(address => uint256) public lockedOf;

    event Deposited(address indexed account, address indexed token, uint256 amount);
    event Withdrawn(address indexed account, address indexed token, uint256 amount);

    constructor() {
        owner = msg.sender;
    }

    function setCollateral(address token, bool accepted) external {
        require(msg.sender == owner, "owner");
        acceptedCollateral[token] = accepted;
    }

    function deposit(IERC20 token, uint256 amount) external {
        require(acceptedCollateral[address(token)], "collateral");
        // <yes> <report> UNCHECKED_LL_CALLS
        token.transferFrom(msg.sender, address(this), amount);
        collateralOf[msg.sender][address(token)] += amount;
        emit Deposited(msg.sender, address(token), amount);
    }

    function withdraw(IERC20 token, uint256 amount) external {
        uint256 free = collateralOf[msg.sender][address(token)] - lockedOf[msg.sender];
        require(amount <= free, "locked");
        collateralOf[msg.sender][address(token)] -= amount;
        // <yes> <report> UNCHECKED_LL_CALLS
        token.transfer(msg.sender, amount);
        emit Withdrawn(msg.sender, address(token), amount);
    }
}
