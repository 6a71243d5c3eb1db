// SPDX-License-Identifier: LGPL-3.0-only
pragma solidity ^0.8.19;

interface ITransactionGuard {
    function checkTransaction(address to, uint256 value, bytes calldata data, address executor) external;
    function checkAfterExecution(bytes32 txHash, bool success) external;
}

/// Multi-owner wallet with a transaction guard; the guard and the owner set change only through a transaction of
/// the wallet itself, and owner transactions carry a nonce.
contract GuardedOwnerWallet {
    mapping(address => bool) public isOwner;
    address public guard;
    uint256 public nonce;

    event ChangedGuard(address indexed guard);
    event OwnerSet(address indexed who, bool enabled);
    event Executed(bytes32 indexed txHash);

    modifier authorized() {
        require(msg.sender == address(this), "GS031");
        _;
    }

    constructor(address[] memory owners, address initialGuard) {
        for (uint256 i = 0; i < owners.length; i++) {
            require(owners[i] != address(0), "zero owner");
            isOwner[owners[i]] = true;
        }
        guard = initialGuard;
    }

    receive() external payable {}

    function setGuard(address newGuard) external authorized {
        guard = newGuard;
        emit ChangedGuard(newGuard);
    }

    function setOwner(address who, bool enabled) external authorized {
        require(who != address(0), "zero owner");
        isOwner[who] = enabled;
        emit OwnerSet(who, enabled);
    }

    function execTransaction(address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        require(isOwner[msg.sender], "not owner");
        bytes32 txHash = keccak256(abi.encode(block.chainid, address(this), to, value, keccak256(data), nonce++));
        address currentGuard = guard;
        if (currentGuard != address(0)) {
            ITransactionGuard(currentGuard).checkTransaction(to, value, data, msg.sender);
        }
        (bool success, bytes memory ret) = to.call{value: value}(data);
        require(success, "GS013");
        if (currentGuard != address(0)) {
            ITransactionGuard(currentGuard).checkAfterExecution(txHash, success);
        }
        emit Executed(txHash);
        return ret;
    }
}
