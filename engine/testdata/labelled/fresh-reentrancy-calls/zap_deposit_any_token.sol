// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

contract IndexZapPool {
    mapping(address => bool) public isListed;
    mapping(address => mapping(address => uint256)) public credits;
    address public governance;

    event Deposited(address indexed user, address indexed token, uint256 amount);

    constructor() {
        governance = msg.sender;
    }

    function list(address token) external {
        require(msg.sender == governance, "gov");
        isListed[token] = true;
    }

    function depositFor(address[] calldata tokens, uint256[] calldata amounts, address listedToken) external {
        require(isListed[listedToken], "not listed");
        require(tokens.length == amounts.length, "length");
        uint256 before = IERC20(listedToken).balanceOf(address(this));
        for (uint256 i = 0; i < tokens.length; i++) {
            // <yes> <report> REENTRANCY
            IERC20(tokens[i]).transferFrom(msg.sender, address(this), amounts[i]);
        }
        uint256 received = IERC20(listedToken).balanceOf(address(this)) - before;
        credits[msg.sender][listedToken] += received;
        emit Deposited(msg.sender, listedToken, received);
    }

    function withdraw(address token, uint256 amount) external {
        credits[msg.sender][token] -= amount;
        require(IERC20(token).transfer(msg.sender, amount), "transfer");
    }
}
