// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Daily quest rewards paid in GEM. The backend posts a player's completed quests; the player then claims.
contract QuestRewards {
    IERC20 public immutable gem;
    address public operator;

    struct Quest {
        address player;
        uint256 reward;
        bool claimed;
    }

    mapping(bytes32 => Quest) public quests;

    constructor(IERC20 _gem) {
        gem = _gem;
        operator = msg.sender;
    }

    function recordQuest(bytes32 questId, address player, uint256 reward) external {
        require(msg.sender == operator, "operator");
        quests[questId] = Quest(player, reward, false);
    }

    function claim(bytes32 questId) external {
        Quest memory q = quests[questId];
        require(q.player == msg.sender, "not yours");
        require(!q.claimed, "claimed");
        // the flag is only set on the memory copy
        q.claimed = true;
        // <yes> <report> OTHER
        require(gem.transfer(msg.sender, q.reward), "transfer");
    }
}
