// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Waitlist with a commit-reveal draw: the organiser commits to a seed before entries close and reveals it after;
/// entrants are paginated so the draw never needs one unbounded loop.
contract CommittedWaitlistDraw {
    address public immutable organiser;
    uint256 public immutable deposit;
    bytes32 public seedCommitment;
    uint256 public closeBlock;
    uint256 public revealedSeed;
    bool public revealed;

    address[] public entrants;
    mapping(address => bool) public joined;
    mapping(address => bool) public refunded;
    mapping(address => bool) public winner;
    uint256 public winners;
    uint256 public drawnUpTo;

    constructor(uint256 deposit_, bytes32 commitment, uint256 closeBlock_, uint256 winners_) {
        organiser = msg.sender;
        deposit = deposit_;
        seedCommitment = commitment;
        closeBlock = closeBlock_;
        winners = winners_;
    }

    function join() external payable {
        require(block.number < closeBlock, "closed");
        require(!joined[msg.sender] && msg.value == deposit, "entry");
        joined[msg.sender] = true;
        entrants.push(msg.sender);
    }

    function reveal(uint256 seed) external {
        require(msg.sender == organiser, "organiser");
        require(block.number >= closeBlock && !revealed, "state");
        require(keccak256(abi.encodePacked(seed)) == seedCommitment, "commitment");
        revealedSeed = seed;
        revealed = true;
    }

    function drawBatch(uint256 count) external {
        require(revealed, "not revealed");
        uint256 n = entrants.length;
        uint256 end = drawnUpTo + count;
        if (end > winners) end = winners;
        if (end > n) end = n;
        for (uint256 i = drawnUpTo; i < end; i++) {
            address fan = entrants[uint256(keccak256(abi.encodePacked(revealedSeed, i))) % n];
            winner[fan] = true;
        }
        drawnUpTo = end;
    }

    function refund() external {
        require(revealed && drawnUpTo >= winners, "draw pending");
        require(joined[msg.sender] && !winner[msg.sender] && !refunded[msg.sender], "no refund");
        refunded[msg.sender] = true;
        (bool ok, ) = payable(msg.sender).call{value: deposit}("");
        require(ok, "refund");
    }
}
