// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

abstract contract Initializable {
    bool private _initialized;

    modifier initializer() {
        require(!_initialized, "initialized");
        _initialized = true;
        _;
    }

    function _lock() internal {
        _initialized = true;
    }
}

// Vulnerable: the logic contract behind the proxies can be initialised by anyone, who then destroys it.
contract LogicV1 is Initializable {
    address public owner;
    uint256 public total;

    function initialize(address owner_) external initializer { // want "LogicV1.initialize\\(\\) sets owner, which LogicV1.destroy\\(\\) checks before it selfdestructs, and nothing locks _initialized on the implementation itself: anyone can initialize it and destroy it"
        owner = owner_;
    }

    function add(uint256 x) external {
        total += x;
    }

    function destroy() external {
        require(msg.sender == owner, "owner");
        selfdestruct(payable(owner));
    }
}

// Safe: locked in its constructor.
contract LogicV2 is Initializable {
    address public owner;

    constructor() {
        _lock();
    }

    function initialize(address owner_) external initializer {
        owner = owner_;
    }

    function destroy() external {
        require(msg.sender == owner, "owner");
        selfdestruct(payable(owner));
    }
}
