// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

/// Compound-style governance token trimmed for gas: votes are kept as uint96, but the balances are uint256 and
/// the owner can mint without cap, so the vote checkpoints silently wrap once a delegate's votes pass 2^96.
contract DaoToken {
    struct Checkpoint {
        uint32 fromBlock;
        uint96 votes;
    }

    string public constant name = "DAO Token";
    string public constant symbol = "DAO";
    uint8 public constant decimals = 18;

    address public owner;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => address) public delegates;
    mapping(address => mapping(uint32 => Checkpoint)) public checkpoints;
    mapping(address => uint32) public numCheckpoints;

    constructor() {
        owner = msg.sender;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        totalSupply += amount;
        balanceOf[to] += amount;
        _moveDelegates(address(0), delegates[to], amount);
    }

    function delegate(address delegatee) external {
        address current = delegates[msg.sender];
        delegates[msg.sender] = delegatee;
        _moveDelegates(current, delegatee, balanceOf[msg.sender]);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        _moveDelegates(delegates[msg.sender], delegates[to], amount);
        return true;
    }

    function getCurrentVotes(address account) external view returns (uint96) {
        uint32 n = numCheckpoints[account];
        return n > 0 ? checkpoints[account][n - 1].votes : 0;
    }

    function _moveDelegates(address src, address dst, uint256 amount) internal {
        if (src == dst || amount == 0) return;
        if (src != address(0)) {
            uint32 n = numCheckpoints[src];
            uint96 old = n > 0 ? checkpoints[src][n - 1].votes : 0;
            // <yes> <report> ARITHMETIC
            _writeCheckpoint(src, n, old - uint96(amount));
        }
        if (dst != address(0)) {
            uint32 n = numCheckpoints[dst];
            uint96 old = n > 0 ? checkpoints[dst][n - 1].votes : 0;
            // <yes> <report> ARITHMETIC
            _writeCheckpoint(dst, n, old + uint96(amount));
        }
    }

    function _writeCheckpoint(address delegatee, uint32 n, uint96 newVotes) internal {
        uint32 blockNumber = uint32(block.number);
        if (n > 0 && checkpoints[delegatee][n - 1].fromBlock == blockNumber) {
            checkpoints[delegatee][n - 1].votes = newVotes;
        } else {
            checkpoints[delegatee][n] = Checkpoint(blockNumber, newVotes);
            numCheckpoints[delegatee] = n + 1;
        }
    }
}
