// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IERC20 {
    function balanceOf(address who) external view returns (uint256);
    function totalSupply() external view returns (uint256);
}

contract EmergencyGovernor {
    IERC20 public immutable stake;

    struct Proposal {
        address target;
        bytes data;
        uint256 votes;
        bool executed;
    }

    Proposal[] public proposals;
    mapping(uint256 => mapping(address => bool)) public voted;

    constructor(IERC20 _stake) {
        stake = _stake;
    }

    function propose(address target, bytes calldata data) external returns (uint256 id) {
        proposals.push(Proposal(target, data, 0, false));
        id = proposals.length - 1;
    }

    function vote(uint256 id) external {
        require(!voted[id][msg.sender], "voted");
        voted[id][msg.sender] = true;
        // <yes> <report> OTHER
        proposals[id].votes += stake.balanceOf(msg.sender);
    }

    function emergencyCommit(uint256 id) external {
        Proposal storage p = proposals[id];
        require(!p.executed, "executed");
        require(p.votes * 3 >= stake.totalSupply() * 2, "not enough votes");
        p.executed = true;
        (bool ok, ) = p.target.call(p.data);
        require(ok, "call failed");
    }
}
