// SPDX-License-Identifier: MIT
// DeFiVulnLabs-style "incorrect visibility": a helper meant to be internal was left public, so anyone can hand
// themselves the ownership the public transferOwnership guards.
pragma solidity ^0.8.18;

contract OwnerGame {
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0), "zero address");
        _transferOwnership(newOwner);
    }

    // <yes> <report> ACCESS_CONTROL
    function _transferOwnership(address newOwner) public {
        owner = newOwner;
    }

    function withdraw() external onlyOwner {
        payable(owner).transfer(address(this).balance);
    }

    receive() external payable {}
}
