// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Low: disperse.app. The contract keeps no state and has no receive or fallback; its one payable function pays
// out what it is sent and refunds the rest, so it holds only what the current transaction brought.
contract Disperse {
    function disperseEther(address payable[] calldata recipients, uint256[] calldata values) external payable { // want "Disperse.disperseEther\\(\\) lets any caller send values\\[i\\] to recipients\\[i\\]; the contract keeps no state" "Disperse.disperseEther\\(\\) lets any caller send balance to payable\\(msg.sender\\); the contract keeps no state"
        for (uint256 i = 0; i < recipients.length; i++) recipients[i].transfer(values[i]);
        uint256 balance = address(this).balance;
        if (balance > 0) payable(msg.sender).transfer(balance);
    }
}

// Vulnerable (high): no state either, but deposit() keeps the ether it takes, and anyone may take it out.
contract Jar {
    function deposit() external payable {}

    function withdraw(uint256 amount) external { // want "Jar.withdraw\\(\\) lets any caller send amount to payable\\(msg.sender\\)$"
        payable(msg.sender).transfer(amount);
    }
}

// Vulnerable (high): no state and no payable function: how ether comes in is not in the code, so nothing lowers it.
contract HashForEther {
    function withdrawWinnings() public {
        require(uint32(uint160(msg.sender)) == 0);
        _sendWinnings();
    }

    function _sendWinnings() public { // want "HashForEther._sendWinnings\\(\\) lets any caller send address\\(this\\).balance to payable\\(msg.sender\\)$"
        payable(msg.sender).transfer(address(this).balance);
    }
}
