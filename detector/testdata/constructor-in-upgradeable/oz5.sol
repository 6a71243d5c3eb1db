pragma solidity ^0.8.20;

// OpenZeppelin 5's Initializable: the flags are read into locals, and the locals are tested.
abstract contract Initializable {
    struct InitializableStorage {
        uint64 _initialized;
        bool _initializing;
    }

    bytes32 private constant INITIALIZABLE_STORAGE = 0xf0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00;

    error InvalidInitialization();

    modifier initializer() {
        InitializableStorage storage $ = _getInitializableStorage();
        bool isTopLevelCall = !$._initializing;
        uint64 initialized = $._initialized;
        bool initialSetup = initialized == 0 && isTopLevelCall;
        bool construction = initialized == 1 && address(this).code.length == 0;
        if (!initialSetup && !construction) {
            revert InvalidInitialization();
        }
        $._initialized = 1;
        if (isTopLevelCall) {
            $._initializing = true;
        }
        _;
        if (isTopLevelCall) {
            $._initializing = false;
        }
    }

    function _initializableStorageSlot() internal pure virtual returns (bytes32) {
        return INITIALIZABLE_STORAGE;
    }

    function _getInitializableStorage() private pure returns (InitializableStorage storage $) {
        bytes32 slot = _initializableStorageSlot();
        assembly {
            $.slot := slot
        }
    }
}

// OpenZeppelin 5's namespaced flag: the owner set in the constructor never reaches a proxy.
contract Treasury is Initializable {
    address public owner;
    uint256 public fee;

    constructor() {
        owner = msg.sender; // want "Treasury is set up by Treasury.initialize\\(\\) behind a proxy, but its constructors store owner and fee"
        fee = 30;
    }

    function initialize() external initializer {}
}
