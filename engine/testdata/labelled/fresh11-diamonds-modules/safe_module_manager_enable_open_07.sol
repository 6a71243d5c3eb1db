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

// A Safe-style module manager. Modules can move any asset of the account without signatures, so enabling
// one must be a self-call approved by the owners' threshold; this fork dropped the `authorized` modifier.
contract ModuleManager is SelfAuthorized, Executor {
    event EnabledModule(address module);
    event DisabledModule(address module);
    event ExecutionFromModuleSuccess(address indexed module);
    event ExecutionFromModuleFailure(address indexed module);

    address internal constant SENTINEL_MODULES = address(0x1);

    mapping(address => address) internal modules;

    function setupModules() internal {
        require(modules[SENTINEL_MODULES] == address(0), "GS100");
        modules[SENTINEL_MODULES] = SENTINEL_MODULES;
    }

    function enableModule(address module) public {
        require(module != address(0) && module != SENTINEL_MODULES, "GS101");
        require(modules[module] == address(0), "GS102");
        // <yes> <report> ACCESS_CONTROL
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

    function execTransactionFromModule(address to, uint256 value, bytes memory data, Enum.Operation operation)
        public
        virtual
        returns (bool success)
    {
        require(msg.sender != SENTINEL_MODULES && modules[msg.sender] != address(0), "GS104");
        success = execute(to, value, data, operation, gasleft());
        if (success) emit ExecutionFromModuleSuccess(msg.sender);
        else emit ExecutionFromModuleFailure(msg.sender);
    }

    function isModuleEnabled(address module) public view returns (bool) {
        return SENTINEL_MODULES != module && modules[module] != address(0);
    }
}

contract ModularAccount is ModuleManager {
    address public owner;

    constructor(address owner_) {
        owner = owner_;
        setupModules();
    }

    function execTransaction(address to, uint256 value, bytes calldata data) external returns (bool) {
        require(msg.sender == owner, "not owner");
        return execute(to, value, data, Enum.Operation.Call, gasleft());
    }

    receive() external payable {}
}
