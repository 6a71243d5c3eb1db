// SPDX-License-Identifier: LGPL-3.0-only
pragma solidity ^0.8.19;

interface ITransactionGuard {
    function checkTransaction(address to, uint256 value, bytes calldata data, address executor) external;
    function checkAfterExecution(bytes32 txHash, bool success) external;
}

/// Team wallet with a pluggable transaction guard (spending policy, allow-lists). Every owner transaction goes
/// through the guard; but the guard itself can be replaced, or removed, by anyone.
contract GuardedTeamWallet {
    mapping(address => bool) public isOwner;
    address public guard;
    uint256 public nonce;

    event ChangedGuard(address indexed guard);
    event Executed(bytes32 indexed txHash, bool success);

    modifier authorized() {
        require(msg.sender == address(this), "GS031");
        _;
    }

    constructor(address[] memory owners, address initialGuard) {
        for (uint256 i = 0; i < owners.length; i++) {
            isOwner[owners[i]] = true;
        }
        guard = initialGuard;
    }

    receive() external payable {}

    function setGuard(address newGuard) external {
        // <yes> <report> ACCESS_CONTROL
        guard = newGuard;
        emit ChangedGuard(newGuard);
    }

    function setOwner(address who, bool enabled) external authorized {
        isOwner[who] = enabled;
    }

    function execTransaction(address to, uint256 value, bytes calldata data) external returns (bool success) {
        require(isOwner[msg.sender], "not owner");
        bytes32 txHash = keccak256(abi.encode(to, value, keccak256(data), nonce++));
        address currentGuard = guard;
        if (currentGuard != address(0)) {
            ITransactionGuard(currentGuard).checkTransaction(to, value, data, msg.sender);
        }
        (success, ) = to.call{value: value}(data);
        if (currentGuard != address(0)) {
            ITransactionGuard(currentGuard).checkAfterExecution(txHash, success);
        }
        emit Executed(txHash, success);
    }
}
