// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Oracle-operator reputation: operators earn reputation for each answered request and lose it when
/// the dispute committee upholds a complaint. Requesters route jobs to operators above a minimum.
contract OperatorReputation {
    address public committee;
    uint256 public constant MIN_REPUTATION = 100;
    uint256 public constant REWARD = 5;

    mapping(address => uint256) public reputation;
    mapping(address => bool) public registered;
    mapping(bytes32 => address) public jobOperator;
    mapping(bytes32 => bool) public answered;

    event Slashed(address indexed operator, uint256 penalty, uint256 remaining);

    modifier onlyCommittee() {
        require(msg.sender == committee, "committee");
        _;
    }

    constructor(address _committee) public {
        committee = _committee;
    }

    function register() external {
        require(!registered[msg.sender], "registered");
        registered[msg.sender] = true;
        reputation[msg.sender] = MIN_REPUTATION;
    }

    function assign(bytes32 jobId, address operator) external onlyCommittee {
        require(registered[operator] && reputation[operator] >= MIN_REPUTATION, "ineligible");
        require(jobOperator[jobId] == address(0), "assigned");
        jobOperator[jobId] = operator;
    }

    function answer(bytes32 jobId) external {
        require(jobOperator[jobId] == msg.sender, "not operator");
        require(!answered[jobId], "answered");
        answered[jobId] = true;
        if (reputation[msg.sender] < 1e6) {
            reputation[msg.sender] += REWARD;
        }
    }

    /// Penalises an operator; a penalty above the current reputation wraps it to nearly 2**256.
    function slash(address operator, uint256 penalty) external onlyCommittee {
        require(registered[operator], "unknown");
        // <yes> <report> ARITHMETIC
        reputation[operator] -= penalty;
        emit Slashed(operator, penalty, reputation[operator]);
    }

    function eligible(address operator) external view returns (bool) {
        return registered[operator] && reputation[operator] >= MIN_REPUTATION;
    }
}
