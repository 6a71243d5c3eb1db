// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IManager {
    function consume(address caller, bytes calldata data) external;
    function check(address caller) external view returns (bool);
}

contract Managed {
    IManager public manager;
    bool private consuming;
    uint256 public uses;

    // Safe: the flag is raised for the call's duration and lowered after it; during the call it holds the value
    // this execution chose.
    function consumeScheduled(bytes calldata data) external {
        consuming = true;
        manager.consume(msg.sender, data);
        consuming = false;
    }

    // The counter checked before the call is updated after it.
    function use(bytes calldata data) external {
        require(uses < 10);
        manager.consume(msg.sender, data); // want "calls manager before it writes uses"
        uses += 1;
    }
}
