// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
abstract contract Initializable {
    bool private _initialized;
    modifier initializer() {
        require(!_initialized, "initialized");
        _initialized = true;
        _;
    }
}
contract Treasury is Initializable {
    address public owner;
    constructor() {
        // <yes> <report> OTHER
        owner = msg.sender;
    }
    function initialize() external initializer {}
    function withdraw(address payable to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        to.transfer(amount);
    }
}
