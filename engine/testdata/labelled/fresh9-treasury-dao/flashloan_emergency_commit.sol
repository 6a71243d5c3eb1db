// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface IERC20 {
    function balanceOf(address who) external view returns (uint256);
    function totalSupply() external view returns (uint256);
}

/// Treasury governance in the shape Beanstalk had in April 2022: a bip may be committed at once, without the
/// waiting period, when at least two thirds of the stalk has voted for it. Votes are counted from the voter's
/// balance at the time of voting.
contract StalkGovernance {
    struct Bip {
        address proposer;
        address initContract;
        bytes initData;
        uint256 start;
        uint256 forVotes;
        bool executed;
    }

    IERC20 public immutable stalk;
    uint256 public constant VOTING_PERIOD = 7 days;
    uint256 public constant EMERGENCY_MIN = 1 days;
    mapping(uint256 => Bip) public bips;
    mapping(uint256 => mapping(address => bool)) public voted;
    uint256 public bipCount;

    event Proposed(uint256 indexed bip, address proposer);
    event Committed(uint256 indexed bip);

    constructor(IERC20 _stalk) {
        stalk = _stalk;
    }

    function propose(address initContract, bytes calldata initData) external returns (uint256 id) {
        require(stalk.balanceOf(msg.sender) * 1000 >= stalk.totalSupply(), "gov: below threshold");
        id = bipCount++;
        bips[id] = Bip(msg.sender, initContract, initData, block.timestamp, 0, false);
        emit Proposed(id, msg.sender);
    }

    function vote(uint256 id) external {
        Bip storage b = bips[id];
        require(block.timestamp < b.start + VOTING_PERIOD, "gov: ended");
        require(!voted[id][msg.sender], "gov: voted");
        voted[id][msg.sender] = true;
        // <yes> <report> OTHER
        b.forVotes += stalk.balanceOf(msg.sender);
    }

    function emergencyCommit(uint256 id) external {
        Bip storage b = bips[id];
        require(!b.executed, "gov: executed");
        require(block.timestamp >= b.start + EMERGENCY_MIN, "gov: too early");
        require(b.forVotes * 3 >= stalk.totalSupply() * 2, "gov: no supermajority");
        b.executed = true;
        (bool ok, ) = b.initContract.delegatecall(b.initData);
        require(ok, "gov: init failed");
        emit Committed(id);
    }
}
