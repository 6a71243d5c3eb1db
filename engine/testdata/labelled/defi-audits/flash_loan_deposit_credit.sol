// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IFlashBorrower {
    function onFlashLoan(address initiator, uint256 amount, bytes calldata data) external;
}

// A token pool that lends flash loans and checks repayment by its balance: a deposit of the loan repays it.
contract TokenPool {
    IERC20 public immutable token;
    mapping(address => uint256) public balances;

    constructor(IERC20 t) {
        token = t;
    }

    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        balances[msg.sender] += amount;
    }

    function withdraw() external {
        uint256 amount = balances[msg.sender];
        balances[msg.sender] = 0;
        require(token.transfer(msg.sender, amount), "transfer");
    }

    function flashLoan(uint256 amount, bytes calldata data) external {
        uint256 before = token.balanceOf(address(this));
        require(token.transfer(msg.sender, amount), "transfer");
        IFlashBorrower(msg.sender).onFlashLoan(msg.sender, amount, data);
        // <yes> <report> OTHER
        require(token.balanceOf(address(this)) >= before, "not repaid");
    }
}
