// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

abstract contract Initializable {
    uint8 private _initialized;
    bool private _initializing;

    modifier initializer() {
        bool isTopLevelCall = !_initializing;
        require(
            (isTopLevelCall && _initialized < 1) || (address(this).code.length == 0 && _initialized == 1),
            "Initializable: already initialized"
        );
        _initialized = 1;
        if (isTopLevelCall) {
            _initializing = true;
        }
        _;
        if (isTopLevelCall) {
            _initializing = false;
        }
    }

    function _disableInitializers() internal {
        require(!_initializing, "Initializable: initializing");
        if (_initialized != type(uint8).max) {
            _initialized = type(uint8).max;
        }
    }
}

contract EthVaultV1 is Initializable {
    bytes32 internal constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    address public owner;
    uint256 public withdrawalDelay;
    mapping(address => uint256) public balances;
    mapping(address => uint256) public requestedAt;
    mapping(address => uint256) public requested;

    event Upgraded(address indexed implementation);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor() {
        _disableInitializers();
    }

    function initialize(address _owner, uint256 _delay) external initializer {
        require(_owner != address(0), "owner");
        owner = _owner;
        withdrawalDelay = _delay;
    }

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function requestWithdrawal(uint256 amount) external {
        require(amount <= balances[msg.sender], "balance");
        balances[msg.sender] -= amount;
        requested[msg.sender] += amount;
        requestedAt[msg.sender] = block.timestamp;
    }

    function completeWithdrawal() external {
        uint256 amount = requested[msg.sender];
        require(amount > 0, "nothing");
        require(block.timestamp >= requestedAt[msg.sender] + withdrawalDelay, "delay");
        requested[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "send");
    }

    function upgradeTo(address newImplementation) external onlyOwner {
        require(newImplementation.code.length > 0, "not a contract");
        assembly {
            sstore(IMPLEMENTATION_SLOT, newImplementation)
        }
        emit Upgraded(newImplementation);
    }

    function transferOwnership(address next) external onlyOwner {
        require(next != address(0), "zero");
        owner = next;
    }
}
