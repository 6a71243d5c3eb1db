// SPDX-License-Identifier: LGPL-3.0-only
pragma solidity ^0.8.15;

/// Owner-managed wallet with a storage-reader helper in the style of Safe's StorageAccessible. Safe's
/// simulateAndRevert always reverts, so the delegatecall leaves no trace; this fork returns the result instead of
/// reverting "to save gas for off-chain callers", which lets anyone run any code in the wallet's context.
contract ManagedWallet {
    address internal constant SENTINEL = address(0x1);

    address public owner;
    uint256 public nonce;
    mapping(address => address) internal modules;

    event ExecutionSuccess(bytes32 txHash);

    constructor(address owner_) {
        owner = owner_;
        modules[SENTINEL] = SENTINEL;
    }

    receive() external payable {}

    function execTransaction(address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == owner, "GS026");
        nonce++;
        (bool ok, bytes memory ret) = to.call{value: value}(data);
        require(ok, "GS013");
        emit ExecutionSuccess(keccak256(abi.encode(to, value, data, nonce)));
        return ret;
    }

    function getStorageAt(uint256 offset, uint256 length) external view returns (bytes memory) {
        bytes memory result = new bytes(length * 32);
        for (uint256 index = 0; index < length; index++) {
            assembly {
                let word := sload(add(offset, index))
                mstore(add(add(result, 0x20), mul(index, 0x20)), word)
            }
        }
        return result;
    }

    /// Runs `calldataPayload` on `targetContract` in this wallet's context and returns what it returned.
    function simulate(address targetContract, bytes calldata calldataPayload) external returns (bytes memory) {
        // <yes> <report> ACCESS_CONTROL
        (bool success, bytes memory response) = targetContract.delegatecall(calldataPayload);
        require(success, "simulation failed");
        return response;
    }
}
