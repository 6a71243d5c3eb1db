// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

abstract contract Initializable {
    uint64 private _initialized;
    bool private _initializing;

    modifier initializer() {
        bool isTopLevelCall = !_initializing;
        require((isTopLevelCall && _initialized < 1) || (address(this).code.length == 0 && _initialized == 1), "initialized");
        _initialized = 1;
        _initializing = true;
        _;
        _initializing = false;
    }

    modifier reinitializer(uint64 version) {
        require(!_initializing && _initialized < version, "initialized");
        _initialized = version;
        _initializing = true;
        _;
        _initializing = false;
    }

    function _disableInitializers() internal {
        _initialized = type(uint64).max;
    }
}

// Safe: the reinitializer writes the version before onlyOwner checks the caller, but an unprivileged call
// reverts and the write with it.
contract Vault is Initializable {
    address public owner;
    uint256 public rate;

    constructor() {
        _disableInitializers();
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function initialize(address owner_) external initializer {
        owner = owner_;
    }

    function initializeV2(uint256 rate_) external reinitializer(2) onlyOwner {
        rate = rate_;
    }

    function withdraw(address payable to) external onlyOwner {
        to.transfer(address(this).balance);
    }
}

// Vulnerable: a function anyone may call lowers the flag again.
contract Resettable is Initializable {
    address public owner;
    bool private done;

    function initialize(address owner_) external {
        require(!done, "done");
        done = true;
        owner = owner_;
    }

    function reset() external {
        done = false;
    }

    function withdraw(address payable to) external { // want "Resettable.withdraw\\(\\) lets any caller send"
        require(msg.sender == owner, "owner");
        to.transfer(address(this).balance);
    }
}
