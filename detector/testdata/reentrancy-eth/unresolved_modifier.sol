// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import "@openzeppelin/contracts/security/ReentrancyGuard.sol";

// nonReentrant comes from a file that was not uploaded: it may be a lock, so the finding stays at low confidence
// and says so.
contract Bank is ReentrancyGuard {
    mapping(address => uint256) public balances;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw() external nonReentrant {
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "Bank.withdraw\\(\\) sends ether to msg.sender before it writes balances\\[msg.sender\\] \\(line 19\\); modifier nonReentrant is not among the uploaded files and may be a reentrancy lock"
        require(ok, "send failed");
        balances[msg.sender] = 0;
    }

    function withdrawOpen() external {
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "Bank.withdrawOpen\\(\\) sends ether to msg.sender before it writes balances\\[msg.sender\\] \\(line 26\\)$"
        require(ok, "send failed");
        balances[msg.sender] = 0;
    }
}
