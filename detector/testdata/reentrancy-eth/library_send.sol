// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

library Address {
    function sendValue(address payable recipient, uint256 amount) internal {
        require(address(this).balance >= amount, "Address: insufficient balance");
        (bool success, ) = recipient.call{value: amount}("");
        require(success, "Address: unable to send value, recipient may have reverted");
    }
}

// A library function runs in the caller's context: the ether it sends is the caller's call.
contract Wallet {
    using Address for address payable;

    mapping(address => uint256) public balances;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw() external {
        uint256 amount = balances[msg.sender];
        payable(msg.sender).sendValue(amount); // want "Wallet.withdraw\\(\\) sends ether to recipient through Address.sendValue\\(\\) before it writes balances\\[msg.sender\\]"
        balances[msg.sender] = 0;
    }

    function withdrawQualified() external {
        uint256 amount = balances[msg.sender];
        Address.sendValue(payable(msg.sender), amount); // want "Wallet.withdrawQualified\\(\\) sends ether to recipient through Address.sendValue\\(\\) before it writes balances\\[msg.sender\\]"
        balances[msg.sender] = 0;
    }

    // Safe: the balance is cleared first.
    function withdrawSafely() external {
        uint256 amount = balances[msg.sender];
        balances[msg.sender] = 0;
        payable(msg.sender).sendValue(amount);
    }
}
