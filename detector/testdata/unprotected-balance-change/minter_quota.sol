// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Minters mint within a quota the owner grants: a caller without one mints nothing.
contract QuotaStable {
    address public owner;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public mintCap;
    mapping(address => uint256) public minted;

    constructor() {
        owner = msg.sender;
    }

    function setMintCap(address minter, uint256 cap) external {
        require(msg.sender == owner, "owner");
        mintCap[minter] = cap;
    }

    function mint(address to, uint256 amount) external {
        uint256 newMinted = minted[msg.sender] + amount;
        require(newMinted <= mintCap[msg.sender], "cap");
        minted[msg.sender] = newMinted;
        totalSupply += amount;
        balanceOf[to] += amount;
    }
}

// Anyone sets their own quota: it bounds nothing.
contract SelfQuotaStable {
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public mintCap;

    function setMintCap(uint256 cap) external {
        mintCap[msg.sender] = cap;
    }

    function mint(address to, uint256 amount) external { // want "SelfQuotaStable.mint\\(\\) lets any caller mint amount for to in balanceOf out of nothing"
        require(amount <= mintCap[msg.sender], "cap");
        totalSupply += amount;
        balanceOf[to] += amount;
    }
}
