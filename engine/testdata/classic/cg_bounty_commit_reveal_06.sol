// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Puzzle bounty solved by commit and reveal: a hunter first commits to hash(answer, hunter, salt),
/// and only a commitment made at least one block earlier can reveal and take the reward.
contract CommitRevealBounties {
    struct Bounty {
        address payable poster;
        bytes32 target;
        uint256 reward;
        uint256 expiry;
        bool closed;
    }

    struct Commit {
        bytes32 hash;
        uint256 blockNumber;
    }

    Bounty[] public bounties;
    mapping(uint256 => mapping(address => Commit)) public commits;

    event Posted(uint256 indexed id, uint256 reward);
    event Solved(uint256 indexed id, address indexed solver);

    function post(bytes32 target, uint256 duration) external payable returns (uint256 id) {
        require(msg.value > 0, "reward");
        require(duration >= 7 days && duration <= 365 days, "duration");
        id = bounties.length;
        bounties.push(Bounty(msg.sender, target, msg.value, block.timestamp + duration, false));
        emit Posted(id, msg.value);
    }

    function commit(uint256 id, bytes32 hash) external {
        Bounty storage b = bounties[id];
        require(!b.closed && block.timestamp < b.expiry, "closed");
        commits[id][msg.sender] = Commit(hash, block.number);
    }

    function reveal(uint256 id, bytes calldata answer, bytes32 salt) external {
        Bounty storage b = bounties[id];
        require(!b.closed && block.timestamp < b.expiry, "closed");
        Commit memory c = commits[id][msg.sender];
        require(c.blockNumber != 0 && c.blockNumber < block.number, "commit first");
        require(keccak256(abi.encodePacked(answer, msg.sender, salt)) == c.hash, "commitment");
        require(keccak256(answer) == b.target, "wrong");
        b.closed = true;
        uint256 reward = b.reward;
        b.reward = 0;
        emit Solved(id, msg.sender);
        msg.sender.transfer(reward);
    }

    function reclaim(uint256 id) external {
        Bounty storage b = bounties[id];
        require(msg.sender == b.poster, "poster");
        require(block.timestamp >= b.expiry && !b.closed, "open");
        b.closed = true;
        uint256 reward = b.reward;
        b.reward = 0;
        b.poster.transfer(reward);
    }
}
