pragma solidity ^0.8.20;

// An automation registry that calls targets anyone registers, in assembly, with the registered gas limit.
contract AsmRegistry {
    struct Upkeep {
        address target;
        uint32 gasLimit;
    }
    address public immutable fixedTarget;
    mapping(uint256 => Upkeep) public upkeeps;
    uint256 public count;
    mapping(uint256 => uint256) public lastRun;

    constructor(address t) {
        fixedTarget = t;
    }

    function register(address target, uint32 gasLimit) external returns (uint256 id) {
        id = ++count;
        upkeeps[id] = Upkeep(target, gasLimit);
    }

    function perform(uint256 id, bytes memory data) external {
        address target = upkeeps[id].target;
        uint256 gasLimit = upkeeps[id].gasLimit;
        bool success;
        bytes memory result;
        assembly {
            success := call(gasLimit, target, 0, add(data, 0x20), mload(data), 0, 0)
            result := mload(0x40)
            let size := returndatasize()
            mstore(result, size)
            returndatacopy(add(result, 0x20), 0, size) // want "AsmRegistry.perform\\(\\) copies all the data returned by a gas-capped call in assembly"
            mstore(0x40, add(add(result, 0x20), size))
        }
        lastRun[id] = block.timestamp;
        emit Performed(id, success, result);
    }

    // Only the first word is copied: the copy's cost is bounded.
    function performBounded(uint256 id, bytes memory data) external {
        address target = upkeeps[id].target;
        uint256 gasLimit = upkeeps[id].gasLimit;
        bool success;
        bytes32 word;
        assembly {
            success := call(gasLimit, target, 0, add(data, 0x20), mload(data), 0, 0)
            if gt(returndatasize(), 31) {
                returndatacopy(0, 0, 32)
                word := mload(0)
            }
        }
        lastRun[id] = block.timestamp;
        emit Word(id, success, word);
    }

    // All the gas is forwarded: nothing was kept for after the call.
    function performAllGas(uint256 id, bytes memory data) external {
        address target = upkeeps[id].target;
        bytes memory result;
        bool success;
        assembly {
            success := call(gas(), target, 0, add(data, 0x20), mload(data), 0, 0)
            result := mload(0x40)
            mstore(result, returndatasize())
            returndatacopy(add(result, 0x20), 0, returndatasize())
            mstore(0x40, add(add(result, 0x20), returndatasize()))
        }
        lastRun[id] = block.timestamp;
        emit Performed(id, success, result);
    }

    // A failure reverts with the callee's reason.
    function performOrRevert(uint256 id, bytes memory data) external {
        address target = upkeeps[id].target;
        uint256 gasLimit = upkeeps[id].gasLimit;
        assembly {
            let success := call(gasLimit, target, 0, add(data, 0x20), mload(data), 0, 0)
            if iszero(success) {
                returndatacopy(0, 0, returndatasize())
                revert(0, returndatasize())
            }
        }
        lastRun[id] = block.timestamp;
    }

    // An address fixed at deployment.
    function performFixed(uint256 id, bytes memory data) external {
        address target = fixedTarget;
        bytes memory result;
        bool success;
        assembly {
            success := call(100000, target, 0, add(data, 0x20), mload(data), 0, 0)
            result := mload(0x40)
            mstore(result, returndatasize())
            returndatacopy(add(result, 0x20), 0, returndatasize())
            mstore(0x40, add(add(result, 0x20), returndatasize()))
        }
        lastRun[id] = block.timestamp;
        emit Performed(id, success, result);
    }

    event Performed(uint256 id, bool success, bytes result);
    event Word(uint256 id, bool success, bytes32 word);
}
