// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Retroactive public-goods rewards: the committee records each contributor's score and the pool is
/// split pro rata. The share divides the score by the total before multiplying by the pool, so any
/// score below the total rounds to zero.
contract RetroRewards {
    address public committee;
    IERC20 public immutable token;
    uint256 public pool;
    uint256 public totalScore;
    bool public finalized;

    mapping(address => uint256) public score;
    mapping(address => bool) public claimed;

    constructor(IERC20 _token, uint256 _pool) {
        committee = msg.sender;
        token = _token;
        pool = _pool;
    }

    function setScores(address[] calldata contributors, uint256[] calldata scores) external {
        require(msg.sender == committee, "committee");
        require(!finalized, "final");
        for (uint256 i = 0; i < contributors.length; i++) {
            totalScore = totalScore - score[contributors[i]] + scores[i];
            score[contributors[i]] = scores[i];
        }
    }

    function finalize() external {
        require(msg.sender == committee, "committee");
        finalized = true;
    }

    function claim() external {
        require(finalized, "not final");
        require(!claimed[msg.sender], "claimed");
        claimed[msg.sender] = true;
        // <yes> <report> ARITHMETIC
        uint256 amount = score[msg.sender] / totalScore * pool;
        require(token.transfer(msg.sender, amount), "transfer");
    }
}
