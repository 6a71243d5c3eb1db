// SPDX-License-Identifier: BSD-3-Clause
pragma solidity ^0.8.10;

interface IComptroller {
    function borrowAllowed(address market, address borrower, uint256 amount) external returns (uint256);
    function redeemAllowed(address market, address redeemer, uint256 tokens) external returns (uint256);
}

abstract contract ReentrancyGuard {
    uint256 private constant _NOT_ENTERED = 1;
    uint256 private constant _ENTERED = 2;
    uint256 private _status = _NOT_ENTERED;

    modifier nonReentrant() {
        require(_status != _ENTERED, "ReentrancyGuard: reentrant call");
        _status = _ENTERED;
        _;
        _status = _NOT_ENTERED;
    }
}

contract GuardedEtherMarket is ReentrancyGuard {
    IComptroller public immutable comptroller;
    uint256 public totalBorrows;
    uint256 public totalSupply;
    mapping(address => uint256) public accountBorrows;
    mapping(address => uint256) public accountTokens;

    event Borrow(address indexed borrower, uint256 amount, uint256 accountBorrows, uint256 totalBorrows);
    event Redeem(address indexed redeemer, uint256 amount);

    error BorrowRejected(uint256 code);
    error RedeemRejected(uint256 code);
    error TransferOutFailed();

    constructor(IComptroller comptroller_) {
        comptroller = comptroller_;
    }

    function mint() external payable nonReentrant {
        accountTokens[msg.sender] += msg.value;
        totalSupply += msg.value;
    }

    function borrow(uint256 amount) external nonReentrant {
        uint256 code = comptroller.borrowAllowed(address(this), msg.sender, amount);
        if (code != 0) revert BorrowRejected(code);
        require(address(this).balance >= amount, "insufficient cash");

        uint256 newAccountBorrows = accountBorrows[msg.sender] + amount;
        uint256 newTotalBorrows = totalBorrows + amount;
        accountBorrows[msg.sender] = newAccountBorrows;
        totalBorrows = newTotalBorrows;

        _transferOut(payable(msg.sender), amount);
        emit Borrow(msg.sender, amount, newAccountBorrows, newTotalBorrows);
    }

    function redeem(uint256 tokens) external nonReentrant {
        uint256 code = comptroller.redeemAllowed(address(this), msg.sender, tokens);
        if (code != 0) revert RedeemRejected(code);
        accountTokens[msg.sender] -= tokens;
        totalSupply -= tokens;
        _transferOut(payable(msg.sender), tokens);
        emit Redeem(msg.sender, tokens);
    }

    function repayBorrow() external payable nonReentrant {
        accountBorrows[msg.sender] -= msg.value;
        totalBorrows -= msg.value;
    }

    function _transferOut(address payable to, uint256 amount) internal {
        (bool success, ) = to.call{value: amount}("");
        if (!success) revert TransferOutFailed();
    }
}
