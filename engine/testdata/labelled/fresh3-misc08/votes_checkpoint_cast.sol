// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Vote checkpoints packed into one slot (uint32 block, uint224 votes). The token's supply is uncapped and the
/// votes are narrowed with a bare cast inside the checkpoint writer.
contract CheckpointVotes {
    struct Checkpoint {
        uint32 fromBlock;
        uint224 votes;
    }

    address public owner;
    mapping(address => uint256) public balanceOf;
    mapping(address => Checkpoint[]) internal checkpoints;

    constructor() {
        owner = msg.sender;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        balanceOf[to] += amount;
        _writeCheckpoint(to, balanceOf[to]);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        _writeCheckpoint(msg.sender, balanceOf[msg.sender]);
        _writeCheckpoint(to, balanceOf[to]);
        return true;
    }

    function getPriorVotes(address account, uint256 blockNumber) external view returns (uint256) {
        require(blockNumber < block.number, "not yet");
        Checkpoint[] storage ckpts = checkpoints[account];
        for (uint256 i = ckpts.length; i > 0; i--) {
            if (ckpts[i - 1].fromBlock <= blockNumber) return ckpts[i - 1].votes;
        }
        return 0;
    }

    function _writeCheckpoint(address account, uint256 newVotes) internal {
        Checkpoint[] storage ckpts = checkpoints[account];
        uint256 n = ckpts.length;
        if (n > 0 && ckpts[n - 1].fromBlock == block.number) {
            // <yes> <report> ARITHMETIC
            ckpts[n - 1].votes = uint224(newVotes);
        } else {
            ckpts.push(Checkpoint(uint32(block.number), uint224(newVotes)));
        }
    }
}
