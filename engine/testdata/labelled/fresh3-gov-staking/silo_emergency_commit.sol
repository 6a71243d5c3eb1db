// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function totalSupply() external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

abstract contract GovernanceStorage {
    struct Bip {
        address proposer;
        address target;
        bytes data;
        uint32 start;
        uint32 period;
        uint256 roots;
        bool executed;
    }

    IERC20 public seeds;
    uint32 public constant VOTE_PERIOD = 7 days;
    uint256 public constant SUPERMAJORITY = 67;

    Bip[] internal bips;
    mapping(uint32 => mapping(address => bool)) internal votedFor;
}

abstract contract GovernanceHelpers is GovernanceStorage {
    function _votingPower(address account) internal view returns (uint256) {
        return seeds.balanceOf(account);
    }

    function _isSupermajority(uint32 bip) internal view returns (bool) {
        return bips[bip].roots * 100 >= seeds.totalSupply() * SUPERMAJORITY;
    }
}

contract SiloGovernance is GovernanceHelpers {
    event Proposal(address indexed account, uint32 indexed bip, uint32 start, uint32 period);
    event Vote(address indexed account, uint32 indexed bip, uint256 roots);
    event Commit(address indexed account, uint32 indexed bip);

    constructor(IERC20 _seeds) {
        seeds = _seeds;
    }

    function propose(address target, bytes calldata data) external returns (uint32 bip) {
        require(_votingPower(msg.sender) > 0, "Governance: no seeds");
        bip = uint32(bips.length);
        bips.push(Bip(msg.sender, target, data, uint32(block.timestamp), VOTE_PERIOD, 0, false));
        emit Proposal(msg.sender, bip, uint32(block.timestamp), VOTE_PERIOD);
        _vote(msg.sender, bip);
    }

    function vote(uint32 bip) external {
        require(bip < bips.length, "Governance: not a bip");
        require(block.timestamp < bips[bip].start + bips[bip].period, "Governance: ended");
        _vote(msg.sender, bip);
    }

    function _vote(address account, uint32 bip) private {
        require(!votedFor[bip][account], "Governance: already voted");
        votedFor[bip][account] = true;
        // <yes> <report> OTHER
        bips[bip].roots += _votingPower(account);
        emit Vote(account, bip, bips[bip].roots);
    }

    function emergencyCommit(uint32 bip) external {
        Bip storage b = bips[bip];
        require(!b.executed, "Governance: executed");
        require(block.timestamp >= b.start + 1 days, "Governance: too early");
        require(_isSupermajority(bip), "Governance: must have supermajority");
        b.executed = true;
        (bool ok, ) = b.target.call(b.data);
        require(ok, "Governance: commit failed");
        emit Commit(msg.sender, bip);
    }

    function numberOfBips() external view returns (uint256) {
        return bips.length;
    }
}
