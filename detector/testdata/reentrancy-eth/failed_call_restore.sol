// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Refunds {
    mapping(address => uint256) public credit;

    receive() external payable {
        credit[msg.sender] += msg.value;
    }

    // The write after the call runs only when the call failed: everything the callee did was undone.
    function withdrawOrRestore() external {
        uint256 amount = credit[msg.sender];
        credit[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        if (!ok) {
            credit[msg.sender] = amount;
        }
    }

    // The same with the success branch first.
    function withdrawElseRestore() external returns (bool) {
        uint256 amount = credit[msg.sender];
        credit[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        if (ok) {
            return true;
        } else {
            credit[msg.sender] = amount;
            return false;
        }
    }

    // A write made when the call succeeded is stale during it.
    function withdrawThenClear() external {
        uint256 amount = credit[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "Refunds.withdrawThenClear\\(\\) sends ether to msg.sender before it writes credit"
        if (ok) {
            credit[msg.sender] = 0;
        }
    }
}
