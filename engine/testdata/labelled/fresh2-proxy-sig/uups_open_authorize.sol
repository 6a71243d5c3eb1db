// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

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

    function _disableInitializers() internal {
        require(!_initializing, "Initializable: initializing");
        _initialized = type(uint8).max;
    }
}

abstract contract UUPSUpgradeable {
    bytes32 internal constant _IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    address private immutable __self = address(this);

    event Upgraded(address indexed implementation);

    modifier onlyProxy() {
        require(address(this) != __self, "Function must be called through delegatecall");
        _;
    }

    function _authorizeUpgrade(address newImplementation) internal virtual;

    function upgradeTo(address newImplementation) external onlyProxy {
        _authorizeUpgrade(newImplementation);
        bytes32 slot = _IMPLEMENTATION_SLOT;
        assembly {
            sstore(slot, newImplementation)
        }
        emit Upgraded(newImplementation);
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract StakingPoolV1 is Initializable, UUPSUpgradeable {
    address public owner;
    IERC20 public stakingToken;
    uint256 public totalStaked;
    mapping(address => uint256) public stakeOf;

    /// @custom:oz-upgrades-unsafe-allow constructor
    constructor() {
        _disableInitializers();
    }

    function initialize(address _owner, IERC20 _token) external initializer {
        owner = _owner;
        stakingToken = _token;
    }

    function stake(uint256 amount) external {
        require(stakingToken.transferFrom(msg.sender, address(this), amount), "transfer");
        stakeOf[msg.sender] += amount;
        totalStaked += amount;
    }

    function unstake(uint256 amount) external {
        stakeOf[msg.sender] -= amount;
        totalStaked -= amount;
        require(stakingToken.transfer(msg.sender, amount), "transfer");
    }

    // <yes> <report> ACCESS_CONTROL
    function _authorizeUpgrade(address) internal override {}
}
