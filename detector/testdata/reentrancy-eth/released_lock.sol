// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract EarlyRelease {
    mapping(address => uint256) public balances;
    bool private locked;
    uint256 private status = 1;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    // The lock is opened again before the call: the call runs unprotected.
    function withdraw() external {
        require(!locked);
        locked = true;
        uint256 amount = balances[msg.sender];
        locked = false;
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "EarlyRelease.withdraw\\(\\) sends ether to msg.sender before it writes balances"
        require(ok);
        balances[msg.sender] = 0;
    }

    // Safe: released after the last write.
    function withdrawLocked() external {
        require(status == 1);
        status = 2;
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        balances[msg.sender] = 0;
        status = 1;
    }

    // Safe: set again before the call after a release.
    function withdrawRelocked() external {
        require(status == 1);
        status = 2;
        uint256 amount = balances[msg.sender];
        status = 1;
        status = 2;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        balances[msg.sender] = 0;
        status = 1;
    }
}
