// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IBorrower {
    function onFlashLoan(address initiator, uint256 amount) external returns (bytes32);
}

// A flash mint: the borrower is meant to call approve() from its callback. approve() only writes the allowance;
// the loan reads it fresh after the call.
contract FlashMint {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) private _allowances;
    uint256 public totalSupply;
    bool private paused;

    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    function _approve(address owner, address spender, uint256 value) internal {
        _allowances[owner][spender] = value;
    }

    function flashLoan(IBorrower receiver, uint256 value) external {
        require(!paused);
        balanceOf[address(receiver)] += value;
        totalSupply += value;
        require(receiver.onFlashLoan(msg.sender, value) == keccak256("ok")); // want "FlashMint.flashLoan\\(\\) calls receiver before it writes _allowances .*FlashMint.spendFrom\\(\\) reads _allowances"
        uint256 allowed = _allowances[address(receiver)][address(this)];
        require(allowed >= value);
        _allowances[address(receiver)][address(this)] = allowed - value;
        balanceOf[address(receiver)] -= value;
        totalSupply -= value;
    }

    // A reader of the allowance that decides on it (approve(), declared first, is not one).
    function spendFrom(address owner, uint256 value) external {
        require(_allowances[owner][msg.sender] >= value);
        _allowances[owner][msg.sender] -= value;
        balanceOf[owner] -= value;
        balanceOf[msg.sender] += value;
    }
}
