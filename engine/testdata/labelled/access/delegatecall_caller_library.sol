// SPDX-License-Identifier: MIT
// A "plugin" executor that delegatecalls whatever library the caller names: the library runs with this
// contract's storage and balance.
pragma solidity ^0.8.19;

contract SmartAccount {
    address public owner;
    uint256 public nonce;

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    function execute(address to, uint256 value, bytes calldata data) external {
        require(msg.sender == owner, "owner");
        nonce++;
        (bool ok, ) = to.call{value: value}(data);
        require(ok);
    }

    function executeWithLibrary(address library_, bytes calldata data) external returns (bytes memory) {
        // <yes> <report> ACCESS_CONTROL
        (bool ok, bytes memory ret) = library_.delegatecall(data);
        require(ok, "delegatecall failed");
        return ret;
    }
}
