// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Horse race parimutuel: every winner's payout is its share of the winning pool times the whole pot.
contract RaceParimutuel {
    IERC20 public immutable token;
    address public steward;
    uint256 public postTime;
    uint8 public winnerHorse;
    uint256 public totalPot;
    mapping(uint8 => uint256) public horsePool;
    mapping(address => mapping(uint8 => uint256)) public tickets;

    constructor(IERC20 _token, uint256 _postTime) {
        token = _token;
        steward = msg.sender;
        postTime = _postTime;
    }

    function wager(uint8 horse, uint256 amount) external {
        require(block.timestamp < postTime, "post");
        require(token.transferFrom(msg.sender, address(this), amount), "pull");
        tickets[msg.sender][horse] += amount;
        horsePool[horse] += amount;
        totalPot += amount;
    }

    function declare(uint8 horse) external {
        require(msg.sender == steward, "steward");
        require(block.timestamp > postTime && winnerHorse == 0, "state");
        winnerHorse = horse;
    }

    function collect() external {
        uint8 h = winnerHorse;
        require(h != 0, "pending");
        uint256 t = tickets[msg.sender][h];
        tickets[msg.sender][h] = 0;
        // <yes> <report> ARITHMETIC
        uint256 payout = (t * 1e18 / horsePool[h]) / 1e18 * totalPot;
        require(token.transfer(msg.sender, payout), "pay");
    }
}
