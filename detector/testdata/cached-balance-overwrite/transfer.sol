// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract Token {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    // Vulnerable: a transfer to oneself credits the amount without the debit.
    function transfer(address to, uint256 amount) external returns (bool) {
        uint256 fromBalance = balanceOf[msg.sender];
        uint256 toBalance = balanceOf[to];
        require(fromBalance >= amount, "balance");
        balanceOf[msg.sender] = fromBalance - amount;
        balanceOf[to] = toBalance + amount; // want "Token.transfer\\(\\) writes balanceOf\\[msg.sender\\] and balanceOf\\[to\\] back from copies read before either write: when msg.sender and to are the same account, the second write discards the first"
        return true;
    }

    // Safe: the same, with the accounts required to differ.
    function transferOther(address to, uint256 amount) external returns (bool) {
        require(to != msg.sender, "self");
        uint256 fromBalance = balanceOf[msg.sender];
        uint256 toBalance = balanceOf[to];
        require(fromBalance >= amount, "balance");
        balanceOf[msg.sender] = fromBalance - amount;
        balanceOf[to] = toBalance + amount;
        return true;
    }

    // Safe: OpenZeppelin's order, the credit reads the balance after the debit.
    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 fromBalance = balanceOf[from];
        require(fromBalance >= amount, "balance");
        allowance[from][msg.sender] -= amount;
        balanceOf[from] = fromBalance - amount;
        balanceOf[to] += amount;
        return true;
    }
}
