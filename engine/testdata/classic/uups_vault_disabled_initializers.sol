// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

abstract contract Initializable {
    uint64 private _initialized;
    bool private _initializing;

    error InvalidInitialization();
    error NotInitializing();

    modifier initializer() {
        bool isTopLevelCall = !_initializing;
        if (!(isTopLevelCall && _initialized < 1) && !(address(this).code.length == 0 && _initialized == 1)) {
            revert InvalidInitialization();
        }
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
        if (!_initializing) revert NotInitializing();
        _;
    }

    function _disableInitializers() internal virtual {
        if (_initializing) revert InvalidInitialization();
        if (_initialized != type(uint64).max) {
            _initialized = type(uint64).max;
        }
    }
}

abstract contract OwnableUpgradeable is Initializable {
    address private _owner;

    error OwnableUnauthorizedAccount(address account);

    function __Ownable_init(address initialOwner) internal onlyInitializing {
        _owner = initialOwner;
    }

    modifier onlyOwner() {
        if (msg.sender != _owner) revert OwnableUnauthorizedAccount(msg.sender);
        _;
    }

    function owner() public view returns (address) {
        return _owner;
    }
}

abstract contract UUPSUpgradeable is Initializable {
    address private immutable __self = address(this);
    bytes32 internal constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    error UUPSUnauthorizedCallContext();

    modifier onlyProxy() {
        if (address(this) == __self) revert UUPSUnauthorizedCallContext();
        _;
    }

    function _authorizeUpgrade(address newImplementation) internal virtual;

    function upgradeToAndCall(address newImplementation, bytes memory data) public payable virtual onlyProxy {
        _authorizeUpgrade(newImplementation);
        require(newImplementation.code.length > 0, "ERC1967: new implementation is not a contract");
        assembly {
            sstore(IMPLEMENTATION_SLOT, newImplementation)
        }
        if (data.length > 0) {
            (bool ok, bytes memory ret) = newImplementation.delegatecall(data);
            if (!ok) {
                assembly {
                    revert(add(ret, 32), mload(ret))
                }
            }
        }
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract TreasuryVaultV1 is Initializable, OwnableUpgradeable, UUPSUpgradeable {
    IERC20 public asset;
    mapping(address => uint256) public deposits;

    /// @custom:oz-upgrades-unsafe-allow constructor
    constructor() {
        _disableInitializers();
    }

    function initialize(address initialOwner, IERC20 _asset) external initializer {
        __Ownable_init(initialOwner);
        asset = _asset;
    }

    function deposit(uint256 amount) external {
        deposits[msg.sender] += amount;
        require(asset.transferFrom(msg.sender, address(this), amount), "transfer");
    }

    function withdraw(uint256 amount) external {
        deposits[msg.sender] -= amount;
        require(asset.transfer(msg.sender, amount), "transfer");
    }

    function _authorizeUpgrade(address) internal override onlyOwner {}
}
