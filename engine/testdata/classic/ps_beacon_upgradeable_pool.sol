// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IBeacon {
    function implementation() external view returns (address);
}

contract UpgradeableBeacon is IBeacon {
    address private _implementation;
    address public owner;

    event Upgraded(address indexed implementation);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(address implementation_) {
        _setImplementation(implementation_);
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "UpgradeableBeacon: caller is not the owner");
        _;
    }

    function implementation() public view override returns (address) {
        return _implementation;
    }

    function upgradeTo(address newImplementation) external onlyOwner {
        _setImplementation(newImplementation);
        emit Upgraded(newImplementation);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "zero owner");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    function _setImplementation(address newImplementation) private {
        require(newImplementation.code.length > 0, "UpgradeableBeacon: implementation is not a contract");
        _implementation = newImplementation;
    }
}

contract BeaconProxy {
    bytes32 internal constant _BEACON_SLOT = 0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50;

    constructor(address beacon, bytes memory data) payable {
        assembly {
            sstore(_BEACON_SLOT, beacon)
        }
        if (data.length > 0) {
            (bool ok, bytes memory ret) = IBeacon(beacon).implementation().delegatecall(data);
            if (!ok) {
                assembly {
                    revert(add(ret, 32), mload(ret))
                }
            }
        }
    }

    function _beacon() internal view returns (address b) {
        assembly {
            b := sload(_BEACON_SLOT)
        }
    }

    fallback() external payable {
        address impl = IBeacon(_beacon()).implementation();
        assembly {
            calldatacopy(0, 0, calldatasize())
            let result := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch result
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }

    receive() external payable {}
}

abstract contract Initializable {
    uint8 private _initialized;
    bool private _initializing;

    modifier initializer() {
        bool isTopLevelCall = !_initializing;
        require(isTopLevelCall && _initialized < 1, "Initializable: already initialized");
        _initialized = 1;
        if (isTopLevelCall) _initializing = true;
        _;
        if (isTopLevelCall) _initializing = false;
    }

    modifier onlyInitializing() {
        require(_initializing, "Initializable: not initializing");
        _;
    }

    function _disableInitializers() internal {
        require(!_initializing, "Initializable: initializing");
        _initialized = type(uint8).max;
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

contract LendingPoolLogic is Initializable {
    address public manager;
    IERC20 public asset;
    uint256 public totalShares;
    uint256 public reserveFactorBps;
    mapping(address => uint256) public sharesOf;
    uint256 private locked;

    event Deposit(address indexed user, uint256 assets, uint256 shares);
    event Withdraw(address indexed user, uint256 assets, uint256 shares);

    /// @custom:oz-upgrades-unsafe-allow constructor
    constructor() {
        _disableInitializers();
    }

    function initialize(address _manager, IERC20 _asset) external initializer {
        __Pool_init(_manager, _asset);
    }

    function __Pool_init(address _manager, IERC20 _asset) internal onlyInitializing {
        require(_manager != address(0), "manager");
        manager = _manager;
        asset = _asset;
        reserveFactorBps = 1000;
        locked = 1;
    }

    modifier onlyManager() {
        require(msg.sender == manager, "not manager");
        _;
    }

    modifier nonReentrant() {
        require(locked == 1, "reentrant");
        locked = 2;
        _;
        locked = 1;
    }

    function setReserveFactor(uint256 bps) external onlyManager {
        require(bps <= 5000, "too high");
        reserveFactorBps = bps;
    }

    function setManager(address newManager) external onlyManager {
        require(newManager != address(0), "manager");
        manager = newManager;
    }

    function deposit(uint256 assets) external nonReentrant returns (uint256 shares) {
        uint256 pool = asset.balanceOf(address(this));
        shares = totalShares == 0 ? assets : assets * totalShares / pool; // want "share-inflation: LendingPoolLogic.deposit\\(\\) mints shares"
        require(shares > 0, "zero shares");
        require(asset.transferFrom(msg.sender, address(this), assets), "transfer");
        sharesOf[msg.sender] += shares;
        totalShares += shares;
        emit Deposit(msg.sender, assets, shares);
    }

    function withdraw(uint256 shares) external nonReentrant returns (uint256 assets) {
        assets = asset.balanceOf(address(this)) * shares / totalShares;
        sharesOf[msg.sender] -= shares;
        totalShares -= shares;
        require(asset.transfer(msg.sender, assets), "transfer");
        emit Withdraw(msg.sender, assets, shares);
    }
}
