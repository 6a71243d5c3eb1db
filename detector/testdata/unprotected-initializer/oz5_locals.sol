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

contract Token is Initializable {
    address public admin;
    uint256 public supply;

    function initialize(address a, uint256 s) external initializer {
        admin = a;
        supply = s;
    }
}

// The flag, read into a local that is never tested: nothing stops a second call.
contract Careless {
    bool private done;
    address public admin;
    uint256 public supply;

    function initialize(address a, uint256 s) external { // want "Careless.initialize\\(\\) sets up the contract like a constructor"
        bool first = !done;
        done = true;
        admin = a;
        supply = s + (first ? 0 : 0);
    }

    function setSupply(uint256 s) external {
        require(msg.sender == admin);
        supply = s;
    }
}
