// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IEntryPoint {
    function depositTo(address account) external payable;
    function withdrawTo(address payable withdrawAddress, uint256 withdrawAmount) external;
}

// Vulnerable: the paymaster's gas deposit at the EntryPoint is its ether; anyone withdraws it.
contract OpenPaymaster {
    IEntryPoint public immutable entryPoint;
    address public owner;

    constructor(IEntryPoint ep) {
        entryPoint = ep;
        owner = msg.sender;
    }

    function deposit() external payable {
        entryPoint.depositTo{value: msg.value}(address(this));
    }

    function withdrawTo(address payable to, uint256 amount) external { // want "OpenPaymaster.withdrawTo\\(\\) lets any caller send amount to to"
        entryPoint.withdrawTo(to, amount);
    }
}

// Safe: the owner alone withdraws the deposit, and anyone may only withdraw to the owner.
contract OwnedPaymaster {
    IEntryPoint public immutable entryPoint;
    address public owner;

    constructor(IEntryPoint ep) {
        entryPoint = ep;
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }

    function withdrawTo(address payable to, uint256 amount) external onlyOwner {
        entryPoint.withdrawTo(to, amount);
    }

    function sweepToOwner(uint256 amount) external {
        entryPoint.withdrawTo(payable(owner), amount);
    }
}

// Safe: a ledger's own withdrawTo pays each caller out of its own record.
contract Ledger {
    mapping(address => uint256) public balanceOf;

    function depositTo(address account) external payable {
        balanceOf[account] += msg.value;
    }

    function withdrawTo(address payable to, uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "send failed");
    }
}
