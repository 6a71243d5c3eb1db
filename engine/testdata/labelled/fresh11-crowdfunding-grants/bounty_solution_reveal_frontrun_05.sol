pragma solidity ^0.5.12;

/// Puzzle bounty board: a poster escrows ether for whoever submits an input whose hash matches the
/// published target (a preimage, a factorisation, a collision). The answer is submitted in the
/// clear: anyone watching the mempool copies a hunter's pending answer and front-runs it with a
/// higher gas price to take the reward.
contract PuzzleBounties {
    struct Bounty {
        address payable poster;
        bytes32 target;
        uint256 reward;
        uint256 expiry;
        address solver;
    }

    uint256 public constant MIN_DURATION = 7 days;
    Bounty[] public bounties;

    event Posted(uint256 indexed id, bytes32 target, uint256 reward, uint256 expiry);
    event Solved(uint256 indexed id, address indexed solver);
    event Reclaimed(uint256 indexed id);

    function post(bytes32 target, uint256 duration) external payable returns (uint256 id) {
        require(msg.value > 0, "reward");
        require(duration >= MIN_DURATION, "duration");
        id = bounties.length;
        bounties.push(Bounty(msg.sender, target, msg.value, block.timestamp + duration, address(0)));
        emit Posted(id, target, msg.value, block.timestamp + duration);
    }

    function solve(uint256 id, bytes calldata answer) external {
        Bounty storage b = bounties[id];
        require(b.solver == address(0) && b.reward > 0, "closed");
        require(block.timestamp < b.expiry, "expired");
        require(keccak256(answer) == b.target, "wrong");
        uint256 reward = b.reward;
        b.reward = 0;
        b.solver = msg.sender;
        emit Solved(id, msg.sender);
        // <yes> <report> FRONT_RUNNING
        msg.sender.transfer(reward);
    }

    function reclaim(uint256 id) external {
        Bounty storage b = bounties[id];
        require(msg.sender == b.poster, "poster");
        require(block.timestamp >= b.expiry, "open");
        require(b.solver == address(0) && b.reward > 0, "closed");
        uint256 reward = b.reward;
        b.reward = 0;
        emit Reclaimed(id);
        b.poster.transfer(reward);
    }

    function count() external view returns (uint256) {
        return bounties.length;
    }
}
