// SPDX-License-Identifier: LGPL-3.0-only
pragma solidity ^0.7.0;

contract Enum {
    enum Operation {Call, DelegateCall}
}

contract SelfAuthorized {
    function requireSelfCall() private view {
        require(msg.sender == address(this), "GS031");
    }

    modifier authorized() {
        requireSelfCall();
        _;
    }
}

contract Executor {
    function execute(address to, uint256 value, bytes memory data, Enum.Operation operation, uint256 txGas)
        internal
        returns (bool success)
    {
        if (operation == Enum.Operation.DelegateCall) {
            assembly {
                success := delegatecall(txGas, to, add(data, 0x20), mload(data), 0, 0)
            }
        } else {
            assembly {
                success := call(txGas, to, value, add(data, 0x20), mload(data), 0, 0)
            }
        }
    }
}

interface Guard {
    function checkTransaction(address to, uint256 value, bytes calldata data, Enum.Operation operation, address msgSender)
        external;

    function checkAfterExecution(bytes32 txHash, bool success) external;
}

contract ModuleManager is SelfAuthorized, Executor {
    event EnabledModule(address module);
    event DisabledModule(address module);
    event ChangedGuard(address guard);

    address internal constant SENTINEL_MODULES = address(0x1);
    bytes32 internal constant GUARD_STORAGE_SLOT = 0x4a204f620c8c5ccdca3fd54d003badd85ba500436a431f0cbda4f558c93c34c8;

    mapping(address => address) internal modules;

    function setupModules() internal {
        require(modules[SENTINEL_MODULES] == address(0), "GS100");
        modules[SENTINEL_MODULES] = SENTINEL_MODULES;
    }

    function enableModule(address module) public authorized {
        require(module != address(0) && module != SENTINEL_MODULES, "GS101");
        require(modules[module] == address(0), "GS102");
        modules[module] = modules[SENTINEL_MODULES];
        modules[SENTINEL_MODULES] = module;
        emit EnabledModule(module);
    }

    function disableModule(address prevModule, address module) public authorized {
        require(module != address(0) && module != SENTINEL_MODULES, "GS101");
        require(modules[prevModule] == module, "GS103");
        modules[prevModule] = modules[module];
        modules[module] = address(0);
        emit DisabledModule(module);
    }

    function setGuard(address guard) external authorized {
        bytes32 slot = GUARD_STORAGE_SLOT;
        assembly {
            sstore(slot, guard)
        }
        emit ChangedGuard(guard);
    }

    function getGuard() internal view returns (address guard) {
        bytes32 slot = GUARD_STORAGE_SLOT;
        assembly {
            guard := sload(slot)
        }
    }

    function execTransactionFromModule(address to, uint256 value, bytes memory data, Enum.Operation operation)
        public
        returns (bool success)
    {
        require(msg.sender != SENTINEL_MODULES && modules[msg.sender] != address(0), "GS104");
        address guard = getGuard();
        if (guard != address(0)) {
            Guard(guard).checkTransaction(to, value, data, operation, msg.sender);
        }
        success = execute(to, value, data, operation, gasleft());
        if (guard != address(0)) {
            Guard(guard).checkAfterExecution(keccak256(data), success);
        }
    }

    function isModuleEnabled(address module) public view returns (bool) {
        return SENTINEL_MODULES != module && modules[module] != address(0);
    }
}

contract OwnedAccount is ModuleManager {
    address public owner;
    uint256 public nonce;

    constructor(address owner_) {
        owner = owner_;
        setupModules();
    }

    function execTransaction(address to, uint256 value, bytes calldata data, Enum.Operation operation)
        external
        returns (bool success)
    {
        require(msg.sender == owner, "not owner");
        nonce++;
        success = execute(to, value, data, operation, gasleft());
        require(success, "execution failed");
    }

    receive() external payable {}
}
