// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Round-based heads/tails pool. Anyone can close a round once enough blocks have passed.
contract FlipPool {
    struct Round {
        uint256 closeBlock;
        uint256 heads;
        uint256 tails;
        bool settled;
        bool headsWon;
    }

    uint256 public currentRound;
    mapping(uint256 => Round) public rounds;
    mapping(uint256 => mapping(address => uint256)) public headsStake;
    mapping(uint256 => mapping(address => uint256)) public tailsStake;

    constructor() public {
        rounds[0].closeBlock = block.number + 20;
    }

    function enter(bool heads) external payable {
        Round storage r = rounds[currentRound];
        require(block.number < r.closeBlock, "closed");
        if (heads) {
            r.heads += msg.value;
            headsStake[currentRound][msg.sender] += msg.value;
        } else {
            r.tails += msg.value;
            tailsStake[currentRound][msg.sender] += msg.value;
        }
    }

    function settleRound() external {
        Round storage r = rounds[currentRound];
        require(block.number >= r.closeBlock, "open");
        require(!r.settled, "done");
        r.settled = true;
        // <yes> <report> BAD_RANDOMNESS
        r.headsWon = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), block.timestamp))) % 2 == 0;
        currentRound++;
        rounds[currentRound].closeBlock = block.number + 20;
    }

    function claim(uint256 roundId) external {
        Round storage r = rounds[roundId];
        require(r.settled, "pending");
        uint256 stake = r.headsWon ? headsStake[roundId][msg.sender] : tailsStake[roundId][msg.sender];
        uint256 side = r.headsWon ? r.heads : r.tails;
        headsStake[roundId][msg.sender] = 0;
        tailsStake[roundId][msg.sender] = 0;
        // <yes> <report> ARITHMETIC
        uint256 amount = stake * (r.heads + r.tails) / side;
        msg.sender.transfer(amount);
    }
}
