// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Season points: the quest operator awards points for completed quests, and at season end the
/// points convert into the reward token. `awardPoints` was meant to be operator-only.
contract SeasonPoints {
    address public operator;
    IERC20 public immutable reward;
    uint256 public immutable pointsPerToken;
    bool public seasonEnded;

    mapping(address => uint256) public points;
    uint256 public totalPoints;

    event Awarded(address indexed user, uint256 points, bytes32 quest);
    event Redeemed(address indexed user, uint256 points, uint256 tokens);

    constructor(IERC20 _reward, uint256 _pointsPerToken) {
        operator = msg.sender;
        reward = _reward;
        pointsPerToken = _pointsPerToken;
    }

    function endSeason() external {
        require(msg.sender == operator, "operator");
        seasonEnded = true;
    }

    function awardPoints(address user, uint256 amount, bytes32 quest) external {
        require(!seasonEnded, "ended");
        // <yes> <report> ACCESS_CONTROL
        points[user] += amount;
        totalPoints += amount;
        emit Awarded(user, amount, quest);
    }

    function redeem() external {
        require(seasonEnded, "live");
        uint256 p = points[msg.sender];
        require(p > 0, "none");
        points[msg.sender] = 0;
        uint256 tokens = p / pointsPerToken;
        require(reward.transfer(msg.sender, tokens), "transfer");
        emit Redeemed(msg.sender, p, tokens);
    }
}
