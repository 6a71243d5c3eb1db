// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

library SafeCast {
    function toUint224(uint256 value) internal pure returns (uint224) {
        require(value <= type(uint224).max, "SafeCast: value doesn't fit in 224 bits");
        return uint224(value);
    }

    function toUint32(uint256 value) internal pure returns (uint32) {
        require(value <= type(uint32).max, "SafeCast: value doesn't fit in 32 bits");
        return uint32(value);
    }
}

/// Governance token with delegated vote checkpoints (ERC20Votes shape): every narrowing goes through SafeCast,
/// supply is capped at uint224, minting is owner-only.
contract CouncilToken {
    using SafeCast for uint256;

    struct Checkpoint {
        uint32 fromBlock;
        uint224 votes;
    }

    string public constant name = "Council";
    string public constant symbol = "CNCL";
    uint8 public constant decimals = 18;

    address public immutable owner;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => address) public delegates;
    mapping(address => Checkpoint[]) private _checkpoints;

    constructor() {
        owner = msg.sender;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == owner, "CNCL: owner");
        totalSupply += amount;
        require(totalSupply <= type(uint224).max, "CNCL: supply overflow");
        balanceOf[to] += amount;
        _moveVotes(address(0), delegates[to], amount);
    }

    function delegate(address delegatee) external {
        address current = delegates[msg.sender];
        delegates[msg.sender] = delegatee;
        _moveVotes(current, delegatee, balanceOf[msg.sender]);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        _moveVotes(delegates[msg.sender], delegates[to], amount);
        return true;
    }

    function getVotes(address account) public view returns (uint256) {
        uint256 n = _checkpoints[account].length;
        return n == 0 ? 0 : _checkpoints[account][n - 1].votes;
    }

    function _moveVotes(address src, address dst, uint256 amount) private {
        if (src == dst || amount == 0) return;
        if (src != address(0)) _writeCheckpoint(src, getVotes(src) - amount);
        if (dst != address(0)) _writeCheckpoint(dst, getVotes(dst) + amount);
    }

    function _writeCheckpoint(address account, uint256 newVotes) private {
        Checkpoint[] storage ckpts = _checkpoints[account];
        uint256 n = ckpts.length;
        uint32 blockNumber = block.number.toUint32();
        if (n > 0 && ckpts[n - 1].fromBlock == blockNumber) {
            ckpts[n - 1].votes = newVotes.toUint224();
        } else {
            ckpts.push(Checkpoint({fromBlock: blockNumber, votes: newVotes.toUint224()}));
        }
    }
}
