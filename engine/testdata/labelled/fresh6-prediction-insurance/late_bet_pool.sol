// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// Sports betting pool: the operator posts the final score after the match; the deadline check on bets is off.
contract MatchPool {
    address public operator;
    uint256 public kickoff;
    uint8 public winningTeam; // 0 = unset, 1 = home, 2 = away
    mapping(uint8 => uint256) public poolOf;
    mapping(address => mapping(uint8 => uint256)) public stakeOf;
    mapping(address => bool) public paid;

    modifier onlyOperator() {
        require(msg.sender == operator, "operator");
        _;
    }

    constructor(uint256 _kickoff) {
        operator = msg.sender;
        kickoff = _kickoff;
    }

    function placeBet(uint8 team) external payable {
        require(team == 1 || team == 2, "team");
        // Bets stay open until the result is posted, so a bettor who sees settle() in the mempool can still back the winner.
        // <yes> <report> FRONT_RUNNING
        require(winningTeam == 0, "settled");
        stakeOf[msg.sender][team] += msg.value;
        poolOf[team] += msg.value;
    }

    function settle(uint8 team) external onlyOperator {
        require(block.timestamp > kickoff + 2 hours, "playing");
        require(winningTeam == 0, "settled");
        winningTeam = team;
    }

    function withdrawWinnings() external {
        require(winningTeam != 0, "pending");
        require(!paid[msg.sender], "paid");
        uint256 stake = stakeOf[msg.sender][winningTeam];
        paid[msg.sender] = true;
        uint256 amount = (stake * (poolOf[1] + poolOf[2])) / poolOf[winningTeam];
        payable(msg.sender).transfer(amount);
    }
}
