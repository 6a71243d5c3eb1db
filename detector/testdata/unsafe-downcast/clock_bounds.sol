pragma solidity ^0.8.0;

// A lock's end the caller picks, checked against the clock plus a constant: it fits a type the clock fits with
// room to spare.
contract VoteEscrow {
    struct Lock {
        uint128 amount;
        uint64 end;
    }

    uint256 internal constant MAXTIME = 4 * 365 days;
    uint256 public maxTime = 4 * 365 days;
    mapping(address => Lock) public locked;
    mapping(address => uint32) public ends32;
    mapping(address => uint48) public ends48;

    function createLock(uint256 unlockTime) external {
        uint256 end = unlockTime / 1 weeks * 1 weeks;
        require(end > block.timestamp, "past");
        require(end <= block.timestamp + MAXTIME, "4 years max");
        locked[msg.sender].end = uint64(end);
    }

    function createLockLiteral(uint256 end) external {
        require(end <= 4 * 365 days + block.timestamp, "4 years max");
        locked[msg.sender].end = uint64(end);
    }

    function createLockBlocks(uint256 endBlock) external {
        require(endBlock <= block.number + 100000, "too far");
        ends48[msg.sender] = uint48(endBlock);
    }

    // The clock alone bounds a deadline in the past.
    function record(uint256 when) external {
        require(when <= block.timestamp, "future");
        locked[msg.sender].end = uint64(when);
    }

    // Timestamps pass 2^32 in 2106: a 32-bit end is not safe for the life of the contract.
    function createLock32(uint256 end) external {
        require(end <= block.timestamp + MAXTIME, "4 years max");
        ends32[msg.sender] = uint32(end); // want "converts end, which the caller chooses, to uint32"
    }

    function setMaxTime(uint256 t) external {
        require(msg.sender == address(0x1234));
        maxTime = t;
    }

    // A bound the owner can change is no constant.
    function createLockVariable(uint256 end) external {
        require(end <= block.timestamp + maxTime, "too far");
        locked[msg.sender].end = uint64(end); // want "converts end, which the caller chooses, to uint64"
    }

    // A constant too large for the width leaves no bound at all.
    function createLockHuge(uint256 end) external {
        require(end <= block.timestamp + 2**64, "too far");
        locked[msg.sender].end = uint64(end); // want "converts end, which the caller chooses, to uint64"
    }

    // The clock bounds only from below here.
    function createLockBelow(uint256 end) external {
        require(end >= block.timestamp + MAXTIME, "too near");
        locked[msg.sender].end = uint64(end); // want "converts end, which the caller chooses, to uint64"
    }
}
