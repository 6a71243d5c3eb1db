// SPDX-License-Identifier: MIT
// Upgradeable contracts written the way OpenZeppelin's documentation asks: implementations locked in their
// constructor, upgrades authorised by the owner, proxies initialised in the deploying transaction.
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

    modifier reinitializer(uint64 version) {
        require(!_initializing && _initialized < version, "InvalidInitialization");
        _initialized = version;
        _initializing = true;
        _;
        _initializing = false;
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

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0), "zero");
        _owner = newOwner;
    }
}

abstract contract UUPSUpgradeable is Initializable {
    bytes32 internal constant _IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    address private immutable __self = address(this);

    modifier onlyProxy() {
        require(address(this) != __self, "UUPSUnauthorizedCallContext");
        _;
    }

    function _authorizeUpgrade(address newImplementation) internal virtual;

    function upgradeToAndCall(address newImplementation, bytes memory data) public payable virtual onlyProxy {
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
    uint256 public rate;

    constructor() {
        _disableInitializers();
    }

    function initialize(address initialOwner, uint256 rate_) public initializer {
        __Ownable_init(initialOwner);
        rate = rate_;
    }

    function initializeV2(uint256 rate_) public reinitializer(2) onlyOwner {
        rate = rate_;
    }

    function setRate(uint256 rate_) external onlyOwner {
        rate = rate_;
    }

    function credit(address who, uint256 amount) external onlyOwner {
        credits[who] += amount * rate;
    }

    function _authorizeUpgrade(address) internal override onlyOwner {}
}

// An ERC-1967 proxy: its constructor stores the implementation and runs the initializer in one transaction.
contract ERC1967Proxy {
    bytes32 internal constant _IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    constructor(address implementation, bytes memory data) payable {
        assembly {
            sstore(_IMPLEMENTATION_SLOT, implementation)
        }
        if (data.length > 0) {
            (bool ok, ) = implementation.delegatecall(data);
            require(ok, "init failed");
        }
    }

    fallback() external payable {
        assembly {
            let impl := sload(_IMPLEMENTATION_SLOT)
            calldatacopy(0, 0, calldatasize())
            let result := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch result
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }
}

// A factory that clones a locked template and initialises each clone in the same transaction.
contract Escrow is Initializable {
    address public buyer;
    address public seller;
    uint256 public amount;

    constructor() {
        _disableInitializers();
    }

    function initialize(address buyer_, address seller_, uint256 amount_) external initializer {
        buyer = buyer_;
        seller = seller_;
        amount = amount_;
    }

    function release() external {
        require(msg.sender == buyer, "buyer");
        (bool ok, ) = payable(seller).call{value: address(this).balance}("");
        require(ok, "send");
    }

    receive() external payable {}
}

contract EscrowFactory {
    address public immutable template;

    constructor() {
        template = address(new Escrow());
    }

    function create(address seller, uint256 amount) external returns (address clone) {
        bytes20 t = bytes20(template);
        assembly {
            let ptr := mload(0x40)
            mstore(ptr, 0x3d602d80600a3d3981f3363d3d373d3d3d363d73000000000000000000000000)
            mstore(add(ptr, 0x14), t)
            mstore(add(ptr, 0x28), 0x5af43d82803e903d91602b57fd5bf30000000000000000000000000000000000)
            clone := create(0, ptr, 0x37)
        }
        require(clone != address(0), "clone");
        Escrow(payable(clone)).initialize(msg.sender, seller, amount);
    }
}
