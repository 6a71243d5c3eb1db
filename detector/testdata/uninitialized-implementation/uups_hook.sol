// SPDX-License-Identifier: MIT
// Vulnerable: the upgrader check is in the override of UUPS's _authorizeUpgrade hook, and the account it
// checks is set by an initializer the implementation never locks.
pragma solidity ^0.8.20;

abstract contract Initializable {
    uint64 private _initialized;
    bool private _initializing;

    modifier initializer() {
        bool isTopLevelCall = !_initializing;
        require((isTopLevelCall && _initialized < 1) || (address(this).code.length == 0 && _initialized == 1), "InvalidInitialization");
        _initialized = 1;
        if (isTopLevelCall) {
            _initializing = true;
        }
        _;
        if (isTopLevelCall) {
            _initializing = false;
        }
    }

    modifier onlyInitializing() {
        require(_initializing, "NotInitializing");
        _;
    }

    function _disableInitializers() internal virtual {
        require(!_initializing, "InvalidInitialization");
        if (_initialized != type(uint64).max) {
            _initialized = type(uint64).max;
        }
    }
}

abstract contract OwnableUpgradeable is Initializable {
    address private _owner;

    function __Ownable_init(address initialOwner) internal onlyInitializing {
        _owner = initialOwner;
    }

    modifier onlyOwner() {
        require(msg.sender == _owner, "OwnableUnauthorizedAccount");
        _;
    }

    function owner() public view returns (address) {
        return _owner;
    }
}

abstract contract UUPSUpgradeable is Initializable {
    bytes32 internal constant _IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    function _authorizeUpgrade(address newImplementation) internal virtual;

    function upgradeToAndCall(address newImplementation, bytes memory data) public payable virtual {
        _authorizeUpgrade(newImplementation);
        assembly {
            sstore(_IMPLEMENTATION_SLOT, newImplementation)
        }
        if (data.length > 0) {
            (bool ok, ) = newImplementation.delegatecall(data);
            require(ok, "call failed");
        }
    }
}

contract RewardsVault is Initializable, OwnableUpgradeable, UUPSUpgradeable {
    mapping(address => uint256) public credits;

    function initialize(address initialOwner) public initializer { // want "RewardsVault.initialize\\(\\) sets _owner, which RewardsVault._authorizeUpgrade\\(\\) checks before UUPSUpgradeable.upgradeToAndCall\\(\\) delegatecalls"
        __Ownable_init(initialOwner);
    }

    function credit(address who, uint256 amount) external onlyOwner {
        credits[who] += amount;
    }

    function _authorizeUpgrade(address) internal override onlyOwner {}
}

// Safe: the implementation locks itself in its constructor.
contract LockedVault is Initializable, OwnableUpgradeable, UUPSUpgradeable {
    constructor() {
        _disableInitializers();
    }

    function initialize(address initialOwner) public initializer {
        __Ownable_init(initialOwner);
    }

    function _authorizeUpgrade(address) internal override onlyOwner {}
}

// Safe: the hook checks the caller, but the initializer does not set the account it checks.
contract FixedAdminVault is Initializable, UUPSUpgradeable {
    address public constant ADMIN = 0x1111111111111111111111111111111111111111;
    uint256 public fee;

    function initialize(uint256 fee_) public initializer {
        fee = fee_;
    }

    function _authorizeUpgrade(address) internal view override {
        require(msg.sender == ADMIN, "admin");
    }
}
