// SPDX-License-Identifier: MIT
// Deployed with no constructor and set up by a second transaction: the once-only flag stops a second call,
// but whoever calls init() first (a front-runner watching the mempool) becomes the owner of the treasury.
pragma solidity ^0.8.19;

contract Treasury {
    address public owner;
    bool public initialized;

    // <yes> <report> ACCESS_CONTROL
    function init(address owner_) external {
        require(!initialized, "already");
        initialized = true;
        owner = owner_;
    }

    receive() external payable {}

    function pay(address payable to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        to.transfer(amount);
    }
}
