// SPDX-License-Identifier: LGPL-3.0-only
pragma solidity >=0.7.0 <0.9.0;

// Safe: Gnosis Safe's StorageAccessible. The delegatecall runs any code the caller names, but the function
// always reverts with its result: nothing it did stays.
contract StorageAccessible {
    function simulateAndRevert(address targetContract, bytes memory calldataPayload) external {
        assembly {
            let success := delegatecall(gas(), targetContract, add(calldataPayload, 0x20), mload(calldataPayload), 0, 0)
            mstore(0x00, success)
            mstore(0x20, returndatasize())
            returndatacopy(0x40, 0, returndatasize())
            revert(0, add(returndatasize(), 0x40))
        }
    }

    // Vulnerable: the same call, returning its result instead of reverting.
    function simulate(address targetContract, bytes memory calldataPayload) external {
        assembly {
            let success := delegatecall(gas(), targetContract, add(calldataPayload, 0x20), mload(calldataPayload), 0, 0) // want "StorageAccessible.simulate\\(\\) delegatecalls targetContract, which any caller can choose"
            mstore(0x00, success)
            mstore(0x20, returndatasize())
            returndatacopy(0x40, 0, returndatasize())
            return(0, add(returndatasize(), 0x40))
        }
    }
}
