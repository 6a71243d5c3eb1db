// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A commit-reveal lottery: players commit keccak256(secret, salt) with their ticket; after the commit phase each
/// reveals; the winner comes from the XOR of all revealed secrets. A player who does not reveal forfeits the
/// ticket and cannot win, so withholding a reveal costs the ticket; the pot is pulled by the winner.
contract CommitRevealLottery {
    uint256 public constant TICKET = 0.1 ether;
    uint256 public immutable commitDeadline;
    uint256 public immutable revealDeadline;

    address[] public revealed;
    mapping(address => bytes32) public commitments;
    uint256 public seed;
    address public winner;
    bool public drawn;

    event Committed(address indexed player);
    event Revealed(address indexed player);
    event Drawn(address indexed winner, uint256 pot);

    constructor(uint256 commitPeriod, uint256 revealPeriod) {
        commitDeadline = block.timestamp + commitPeriod;
        revealDeadline = commitDeadline + revealPeriod;
    }

    function commit(bytes32 commitment) external payable {
        require(block.timestamp < commitDeadline, "commit closed");
        require(msg.value == TICKET, "ticket");
        require(commitments[msg.sender] == bytes32(0), "committed");
        commitments[msg.sender] = commitment;
        emit Committed(msg.sender);
    }

    function reveal(uint256 secret, bytes32 salt) external { // want "front-running-secret: CommitRevealLottery.reveal\\(\\) checks the caller's commitment against a hash of the revealed values that leaves the caller out"
        require(block.timestamp >= commitDeadline && block.timestamp < revealDeadline, "not reveal phase");
        require(commitments[msg.sender] == keccak256(abi.encodePacked(secret, salt)), "bad reveal"); // want // deserved: another player can copy a commitment and, seeing its reveal, reveal the same secret, which cancels it out of the XOR seed
        delete commitments[msg.sender];
        seed ^= secret;
        revealed.push(msg.sender);
        emit Revealed(msg.sender);
    }

    function draw() external {
        require(block.timestamp >= revealDeadline, "reveal open");
        require(!drawn, "drawn");
        require(revealed.length > 0, "no players");
        drawn = true;
        winner = revealed[uint256(keccak256(abi.encodePacked(seed))) % revealed.length];
        emit Drawn(winner, address(this).balance);
    }

    function claim() external {
        require(drawn && msg.sender == winner, "not winner");
        winner = address(0);
        (bool ok, ) = payable(msg.sender).call{value: address(this).balance}("");
        require(ok, "claim failed");
    }
}

// Commit-reveal randomness done the usual way: held to no finding above low.
