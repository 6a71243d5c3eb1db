// SPDX-License-Identifier: MIT
// A stablecoin with a hand-written minter list: setMinter() forgot its onlyOwner, so anyone can make
// themselves a minter and print tokens.
pragma solidity ^0.8.19;

contract StableToken {
    address public owner;
    mapping(address => bool) public isMinter;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    modifier onlyMinter() {
        require(isMinter[msg.sender], "minter");
        _;
    }

    // <yes> <report> ACCESS_CONTROL
    function setMinter(address account, bool allowed) external {
        isMinter[account] = allowed;
    }

    function mint(address to, uint256 amount) external onlyMinter {
        balanceOf[to] += amount;
        totalSupply += amount;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        owner = newOwner;
    }
}
