// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// A bug bounty whose owner can lower the payout while a solution is pending.
contract Bounty {
    address public owner;
    uint256 public payout;
    bytes32 public immutable target;
    bool public solved;

    constructor(bytes32 t) payable {
        owner = msg.sender;
        target = t;
        payout = msg.value;
    }

    function setPayout(uint256 p) external {
        require(msg.sender == owner, "owner");
        payout = p;
    }

    function solve(bytes calldata solution) external {
        require(!solved, "solved");
        require(keccak256(solution) == target, "wrong");
        solved = true;
        // <yes> <report> FRONT_RUNNING
        payable(msg.sender).transfer(payout);
    }
}
