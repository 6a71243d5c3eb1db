// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;
pragma abicoder v2;

/// Gasless quadratic-voting round: voters deposit ether credits, then sign votes off-chain that a
/// relayer submits in batches; a vote moves credits from the voter to a project and counts the
/// square root of the credits as votes. The signed message holds no nonce and nothing records that
/// it was used: a project owner resubmits a voter's signed vote until the voter's credits are gone.
contract GaslessQVRound {
    struct Vote {
        address voter;
        uint256 project;
        uint256 credits;
        uint8 v;
        bytes32 r;
        bytes32 s;
    }

    address public operator;
    uint256 public votingEnd;
    uint256 public projectCount;
    mapping(address => uint256) public credits;
    mapping(uint256 => address payable) public projectOwner;
    mapping(uint256 => uint256) public received;
    mapping(uint256 => uint256) public votes;

    event Deposited(address indexed voter, uint256 amount);
    event Voted(address indexed voter, uint256 indexed project, uint256 credits, uint256 votes);

    constructor(uint256 duration) {
        operator = msg.sender;
        votingEnd = block.timestamp + duration;
    }

    function addProject(address payable owner) external returns (uint256 id) {
        require(msg.sender == operator, "operator");
        id = projectCount++;
        projectOwner[id] = owner;
    }

    function deposit() external payable {
        require(block.timestamp < votingEnd, "ended");
        credits[msg.sender] += msg.value;
        emit Deposited(msg.sender, msg.value);
    }

    function submitVotes(Vote[] calldata batch) external {
        require(block.timestamp < votingEnd, "ended");
        for (uint256 i = 0; i < batch.length; i++) {
            Vote calldata vote = batch[i];
            require(vote.project < projectCount, "project");
            bytes32 digest = keccak256(
                abi.encodePacked(
                    "\x19Ethereum Signed Message:\n32",
                    keccak256(abi.encode(address(this), chainId(), vote.project, vote.credits))
                )
            );
            // <yes> <report> ACCESS_CONTROL
            address signer = ecrecover(digest, vote.v, vote.r, vote.s);
            require(signer != address(0) && signer == vote.voter, "signature");
            require(credits[vote.voter] >= vote.credits, "credits");
            credits[vote.voter] -= vote.credits;
            received[vote.project] += vote.credits;
            uint256 weight = sqrt(vote.credits);
            votes[vote.project] += weight;
            emit Voted(vote.voter, vote.project, vote.credits, weight);
        }
    }

    function claim(uint256 project) external {
        require(block.timestamp >= votingEnd, "running");
        require(msg.sender == projectOwner[project], "owner");
        uint256 amount = received[project];
        received[project] = 0;
        (bool ok, ) = projectOwner[project].call{value: amount}("");
        require(ok, "pay");
    }

    function chainId() internal pure returns (uint256 id) {
        assembly {
            id := chainid()
        }
    }

    function sqrt(uint256 x) internal pure returns (uint256 y) {
        if (x == 0) return 0;
        uint256 z = (x + 1) / 2;
        y = x;
        while (z < y) {
            y = z;
            z = (x / z + z) / 2;
        }
    }
}
