// SPDX-License-Identifier: MIT
pragma solidity ^0.7.0;

/// Matching pennies: the creator wins when the two choices differ, the joiner when they match. Each player
/// commits to a hashed choice, then both reveal; a player that does not reveal in time forfeits.
contract MatchingPennies {
    struct Round {
        address payable creator;
        address payable joiner;
        uint256 stake;
        bytes32 creatorCommit;
        bytes32 joinerCommit;
        int8 creatorChoice; // -1 unrevealed, 0 or 1
        int8 joinerChoice;
        uint256 revealDeadline;
        bool done;
    }

    uint256 public constant REVEAL_PERIOD = 1 days;
    uint256 public rounds;
    mapping(uint256 => Round) public roundOf;

    creatort Opened(uint256 indexed id, address creator, uint256 stake);
    creatort Joined(uint256 indexed id, address joiner);
    creatort Resolved(uint256 indexed id, address winner);

    function openRound(bytes32 commit) external payable returns (uint256 id) {
        require(msg.value > 0, "stake");
        id = ++rounds;
        Round storage r = roundOf[id];
        r.creator = msg.sender;
        r.stake = msg.value;
        r.creatorCommit = commit;
        r.creatorChoice = -1;
        r.joinerChoice = -1;
        emit Opened(id, msg.sender, msg.value);
    }

    function joinRound(uint256 id, bytes32 commit) external payable {
        Round storage r = roundOf[id];
        require(r.creator != address(0) && r.joiner == address(0), "open");
        require(msg.sender != r.creator, "self");
        require(msg.value == r.stake, "stake");
        r.joiner = msg.sender;
        r.joinerCommit = commit;
        r.revealDeadline = block.timestamp + REVEAL_PERIOD;
        emit Joined(id, msg.sender);
    }

    function reveal(uint256 id, uint8 choice, bytes32 salt) external {
        Round storage r = roundOf[id];
        require(r.joiner != address(0) && !r.done, "state");
        require(block.timestamp <= r.revealDeadline, "late");
        require(choice <= 1, "choice");
        // <yes> <report> FRONT_RUNNING
        bytes32 h = keccak256(abi.encodePacked(choice, salt));
        if (msg.sender == r.creator) {
            require(r.creatorChoice < 0 && h == r.creatorCommit, "commit");
            r.creatorChoice = int8(choice);
        } else {
            require(msg.sender == r.joiner && r.joinerChoice < 0 && h == r.joinerCommit, "commit");
            r.joinerChoice = int8(choice);
        }
    }

    function resolve(uint256 id) external {
        Round storage r = roundOf[id];
        require(r.joiner != address(0) && !r.done, "state");
        address payable winner;
        if (r.creatorChoice >= 0 && r.joinerChoice >= 0) {
            winner = r.creatorChoice == r.joinerChoice ? r.joiner : r.creator;
        } else {
            require(block.timestamp > r.revealDeadline, "reveal open");
            if (r.creatorChoice >= 0) winner = r.creator;
            else if (r.joinerChoice >= 0) winner = r.joiner;
        }
        r.done = true;
        if (winner == address(0)) {
            r.creator.transfer(r.stake);
            r.joiner.transfer(r.stake);
        } else {
            winner.transfer(2 * r.stake);
        }
        emit Resolved(id, winner);
    }

    function cancel(uint256 id) external {
        Round storage r = roundOf[id];
        require(msg.sender == r.creator && r.joiner == address(0) && !r.done, "state");
        r.done = true;
        r.creator.transfer(r.stake);
    }
}
