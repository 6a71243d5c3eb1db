// SPDX-License-Identifier: MIT
// Parity's second bug in modern dress: the logic contract every proxy delegatecalls is never initialised, so
// anyone initialises it, becomes its owner and destroys it.
pragma solidity ^0.8.19;

abstract contract Initializable {
    bool private _initialized;

    modifier initializer() {
        require(!_initialized, "initialized");
        _initialized = true;
        _;
    }
}

contract WalletLogic is Initializable {
    address public owner;
    uint256 public dailyLimit;

    // <yes> <report> ACCESS_CONTROL
    function initialize(address owner_, uint256 limit) external initializer {
        owner = owner_;
        dailyLimit = limit;
    }

    function execute(address to, uint256 value, bytes calldata data) external {
        require(msg.sender == owner, "owner");
        (bool ok, ) = to.call{value: value}(data);
        require(ok, "call");
    }

    function kill(address payable to) external {
        require(msg.sender == owner, "owner");
        selfdestruct(to);
    }
}
