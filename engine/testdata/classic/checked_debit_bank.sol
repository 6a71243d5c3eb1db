// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// A 0.8 bank whose withdrawals debit after the payout. Under checked arithmetic the debit of the amount sent
// reverts a second, re-entrant withdrawal of the same balance (reported low: the balance is stale during the
// call); zeroing the balance after the payout does not (critical).
contract CheckedDebitBank {
    mapping(address => uint256) public balances;
    uint256 public totalDeposits;

    event Deposited(address indexed account, uint256 amount);
    event Withdrawn(address indexed account, uint256 amount);

    function deposit() external payable {
        balances[msg.sender] += msg.value;
        totalDeposits += msg.value;
        emit Deposited(msg.sender, msg.value);
    }

    function withdraw(uint256 amount) external {
        require(balances[msg.sender] >= amount, "insufficient balance");
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "transfer failed");
        balances[msg.sender] -= amount;
        totalDeposits -= amount;
        emit Withdrawn(msg.sender, amount);
    }

    function withdrawAll() external {
        uint256 amount = balances[msg.sender];
        require(amount > 0, "nothing to withdraw");
        (bool ok, ) = payable(msg.sender).call{value: amount}(""); // want "reentrancy-eth: CheckedDebitBank.withdrawAll\\(\\) sends ether to payable\\(msg.sender\\) before it writes balances\\[msg.sender\\]"
        require(ok, "transfer failed");
        balances[msg.sender] = 0;
        totalDeposits -= amount;
        emit Withdrawn(msg.sender, amount);
    }
}
