// SPDX-License-Identifier: MIT
// A two-step ownership transfer whose first step is not restricted: anyone nominates themselves and accepts.
pragma solidity ^0.8.19;

contract FeeCollector {
    address public owner;
    address public pendingOwner;
    uint256 public feeBps;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    // <yes> <report> ACCESS_CONTROL
    function transferOwnership(address newOwner) external {
        pendingOwner = newOwner;
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "not pending");
        owner = pendingOwner;
        pendingOwner = address(0);
    }

    function setFee(uint256 bps) external onlyOwner {
        require(bps <= 1000);
        feeBps = bps;
    }

    function withdraw(address payable to) external onlyOwner {
        to.transfer(address(this).balance);
    }

    receive() external payable {}
}
