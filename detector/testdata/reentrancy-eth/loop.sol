// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract Payroll {
    mapping(address => uint256) public owed;
    uint256 public totalOwed;

    function fund(address to) external payable {
        owed[to] += msg.value;
        totalOwed += msg.value;
    }

    // Each turn clears the entry before its own call: the write that follows the call is the next turn's.
    function payAll(address[] calldata to) external {
        for (uint256 i = 0; i < to.length; i++) {
            uint256 amount = owed[to[i]];
            owed[to[i]] = 0;
            (bool ok, ) = to[i].call{value: amount}("");
            require(ok);
        }
    }

    // Cleared after the call in the same turn: stale during it.
    function payAllLate(address[] calldata to) external {
        for (uint256 i = 0; i < to.length; i++) {
            uint256 amount = owed[to[i]];
            (bool ok, ) = to[i].call{value: amount}(""); // want "Payroll.payAllLate\\(\\) sends ether to to\\[i\\] before it writes owed\\[to\\[i\\]\\]"
            require(ok);
            owed[to[i]] = 0;
        }
    }

    // Only on some paths before the call: after it, the next turn may still write what this one left.
    function paySome(address[] calldata to) external {
        for (uint256 i = 0; i < to.length; i++) {
            uint256 amount = owed[to[i]];
            if (amount > 1 ether) {
                totalOwed -= amount;
            }
            (bool ok, ) = to[i].call{value: amount}(""); // want "Payroll.paySome\\(\\) sends ether to to\\[i\\] before it writes totalOwed"
            require(ok);
        }
    }
}
