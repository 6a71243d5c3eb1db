// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

/// ETH quest board: a sponsor funds a quest, a verifier marks completions, and completers claim the
/// ETH reward. The reward is sent before the completion is cleared.
contract QuestBoard {
    struct Quest {
        address sponsor;
        uint256 reward;
        uint256 remaining;
    }

    address public verifier;
    uint256 public questCount;
    mapping(uint256 => Quest) public quests;
    mapping(uint256 => mapping(address => bool)) public completed;

    constructor(address _verifier) {
        verifier = _verifier;
    }

    function createQuest(uint256 reward, uint256 slots) external payable returns (uint256 id) {
        require(msg.value == reward * slots, "funding");
        id = ++questCount;
        quests[id] = Quest(msg.sender, reward, slots);
    }

    function markCompleted(uint256 id, address user) external {
        require(msg.sender == verifier, "verifier");
        require(quests[id].remaining > 0, "full");
        quests[id].remaining -= 1;
        completed[id][user] = true;
    }

    function claimReward(uint256 id) external {
        require(completed[id][msg.sender], "not completed");
        Quest storage q = quests[id];
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: q.reward}("");
        require(ok, "send");
        completed[id][msg.sender] = false;
    }
}
