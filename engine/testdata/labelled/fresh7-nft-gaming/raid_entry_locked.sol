// SPDX-License-Identifier: MIT
pragma solidity ^0.8.11;

/// Guild raids: players pay to join a raid slot; the result is recorded by the raid leader.
// <yes> <report> OTHER
contract GuildRaid {
    address public leader;
    uint256 public constant ENTRY = 0.003 ether;
    mapping(uint256 => address[]) public party;
    mapping(uint256 => bool) public cleared;
    mapping(address => uint256) public raidPoints;

    constructor() {
        leader = msg.sender;
    }

    function joinRaid(uint256 raidId) external payable {
        require(msg.value == ENTRY, "entry");
        require(!cleared[raidId], "cleared");
        require(party[raidId].length < 8, "full");
        party[raidId].push(msg.sender);
    }

    function recordClear(uint256 raidId) external {
        require(msg.sender == leader, "leader");
        cleared[raidId] = true;
        address[] storage p = party[raidId];
        for (uint256 i = 0; i < p.length; i++) {
            raidPoints[p[i]] += 10;
        }
    }
}
