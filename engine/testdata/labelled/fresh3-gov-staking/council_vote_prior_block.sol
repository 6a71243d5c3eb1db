// SPDX-License-Identifier: MIT
pragma solidity ^0.8.6;

interface ICheckpointToken {
    function getPastVotes(address account, uint256 blockNumber) external view returns (uint256);
    function getPastTotalSupply(uint256 blockNumber) external view returns (uint256);
}

contract GrantsCouncil {
    struct Grant {
        address recipient;
        uint256 amount;
        uint256 createdBlock;
        uint256 deadline;
        uint256 support;
        bool paid;
    }

    ICheckpointToken public immutable votingToken;
    address public immutable treasuryToken;
    uint256 public constant VOTING_BLOCKS = 40320;

    mapping(uint256 => Grant) public grants;
    mapping(uint256 => mapping(address => bool)) public supported;
    uint256 public grantCount;

    event GrantProposed(uint256 indexed id, address indexed recipient, uint256 amount);
    event Supported(uint256 indexed id, address indexed voter, uint256 weight);
    event GrantPaid(uint256 indexed id);

    constructor(ICheckpointToken token, address treasury) {
        votingToken = token;
        treasuryToken = treasury;
    }

    function proposeGrant(address recipient, uint256 amount) external returns (uint256 id) {
        id = ++grantCount;
        grants[id] = Grant(recipient, amount, block.number, block.number + VOTING_BLOCKS, 0, false);
        emit GrantProposed(id, recipient, amount);
    }

    function support(uint256 id) external {
        Grant storage g = grants[id];
        require(block.number <= g.deadline, "closed");
        require(!supported[id][msg.sender], "supported");
        supported[id][msg.sender] = true;
        // <yes> <report> OTHER
        uint256 weight = votingToken.getPastVotes(msg.sender, block.number - 1);
        g.support += weight;
        emit Supported(id, msg.sender, weight);
    }

    function pay(uint256 id) external {
        Grant storage g = grants[id];
        require(block.number > g.deadline, "voting");
        require(!g.paid, "paid");
        require(g.support * 2 > votingToken.getPastTotalSupply(g.createdBlock), "no majority");
        g.paid = true;
        (bool ok, bytes memory ret) = treasuryToken.call(
            abi.encodeWithSignature("transfer(address,uint256)", g.recipient, g.amount)
        );
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "transfer failed");
        emit GrantPaid(id);
    }
}
