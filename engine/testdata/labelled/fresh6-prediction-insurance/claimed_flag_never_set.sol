// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Tournament bracket pool in an ERC20. The admin records each entrant's final rank; entrants claim prizes.
contract BracketPool {
    IERC20 public immutable token;
    address public admin;
    bool public finished;
    uint256 public pot;
    mapping(address => uint256) public rankOf;
    mapping(address => bool) public hasClaimed;
    uint256[3] public prizeBps = [5000, 3000, 2000];

    constructor(IERC20 _token) {
        token = _token;
        admin = msg.sender;
    }

    function join(uint256 fee) external {
        require(!finished, "over");
        require(token.transferFrom(msg.sender, address(this), fee), "fee");
        pot += fee;
    }

    function finish(address[3] calldata podium) external {
        require(msg.sender == admin, "admin");
        finished = true;
        for (uint256 i = 0; i < 3; i++) {
            rankOf[podium[i]] = i + 1;
        }
    }

    function claimPrize() external {
        require(finished, "running");
        uint256 rank = rankOf[msg.sender];
        require(rank > 0, "no prize");
        require(!hasClaimed[msg.sender], "claimed");
        uint256 prize = (pot * prizeBps[rank - 1]) / 10_000;
        // <yes> <report> OTHER
        require(token.transfer(msg.sender, prize), "transfer");
    }
}
