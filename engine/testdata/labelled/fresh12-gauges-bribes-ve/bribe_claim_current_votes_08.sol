// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IVoter {
    function votes(address user, address gauge) external view returns (uint256);
    function weightAt(address gauge, uint256 ts) external view returns (uint256);
}

// A bribe vault for one reward token: briber fund a gauge for the running epoch, and when the epoch closes each
// voter of that gauge claims the bribe in proportion to its votes.
contract GaugeBribeVault {
    uint256 public constant EPOCH = 1 weeks;

    IERC20 public immutable token;
    IVoter public immutable voterContract;
    address public owner;

    mapping(address => mapping(uint256 => uint256)) public bribeOf;
    mapping(address => mapping(uint256 => uint256)) public weightAtClose;
    mapping(address => mapping(address => mapping(uint256 => bool))) public claimed;

    constructor(IERC20 _token, IVoter _voter) {
        token = _token;
        voterContract = _voter;
        owner = msg.sender;
    }

    function epochOf(uint256 ts) public pure returns (uint256) {
        return ts / EPOCH;
    }

    function depositBribe(address gauge, uint256 amount) external {
        uint256 e = epochOf(block.timestamp);
        bribeOf[gauge][e] += amount;
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom");
    }

    function closeEpoch(address gauge, uint256 epoch) external {
        require(epoch < epochOf(block.timestamp), "epoch running");
        require(weightAtClose[gauge][epoch] == 0, "closed");
        weightAtClose[gauge][epoch] = voterContract.weightAt(gauge, (epoch + 1) * EPOCH);
    }

    function claim(address gauge, uint256 epoch) external {
        require(epoch < epochOf(block.timestamp), "epoch running");
        require(!claimed[gauge][msg.sender][epoch], "claimed");
        uint256 total = weightAtClose[gauge][epoch];
        require(total > 0, "not closed");
        // The share is read from the votes the caller holds now, not at the epoch's end: a holder claims for one
        // gauge, resets and revotes its lock on another gauge, and claims that gauge's past bribes too.
        // <yes> <report> OTHER
        uint256 share = (bribeOf[gauge][epoch] * voterContract.votes(msg.sender, gauge)) / total;
        claimed[gauge][msg.sender][epoch] = true;
        require(token.transfer(msg.sender, share), "transfer");
    }

    function transferOwnership(address newOwner) external {
        require(msg.sender == owner, "owner only");
        require(newOwner != address(0), "zero");
        owner = newOwner;
    }
}
