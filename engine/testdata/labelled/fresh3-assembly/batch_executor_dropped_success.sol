// SPDX-License-Identifier: LGPL-3.0-only
pragma solidity ^0.8.4;

/// Executor module in the style of a Safe transaction module: the low-level helper reports success, the batch
/// path ignores it and marks the nonce as used.
abstract contract Executor {
    function execute(address to, uint256 value, bytes memory data, uint256 txGas) internal returns (bool success) {
        assembly {
            success := call(txGas, to, value, add(data, 0x20), mload(data), 0, 0)
        }
    }
}

contract BatchModule is Executor {
    struct Tx {
        address to;
        uint256 value;
        bytes data;
    }

    address public safe;
    mapping(address => bool) public isDelegate;
    mapping(uint256 => bool) public executedNonce;

    event BatchExecuted(uint256 indexed nonce, uint256 count);

    constructor(address _safe) {
        safe = _safe;
    }

    modifier onlySafe() {
        require(msg.sender == safe, "only safe");
        _;
    }

    function setDelegate(address delegate, bool allowed) external onlySafe {
        isDelegate[delegate] = allowed;
    }

    function executeSingle(uint256 nonce, Tx calldata t) external {
        require(isDelegate[msg.sender], "not delegate");
        require(!executedNonce[nonce], "used");
        executedNonce[nonce] = true;
        require(execute(t.to, t.value, t.data, gasleft() - 2500), "call failed");
    }

    function executeBatch(uint256 nonce, Tx[] calldata txs) external {
        require(isDelegate[msg.sender], "not delegate");
        require(!executedNonce[nonce], "used");
        executedNonce[nonce] = true;
        for (uint256 i = 0; i < txs.length; i++) {
            // <yes> <report> UNCHECKED_LL_CALLS
            execute(txs[i].to, txs[i].value, txs[i].data, gasleft() - 2500);
        }
        emit BatchExecuted(nonce, txs.length);
    }

    receive() external payable {}
}
