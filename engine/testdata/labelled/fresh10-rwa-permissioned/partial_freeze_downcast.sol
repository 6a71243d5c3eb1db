// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.19;

/// T-REX style token with partial freezes: an agent may freeze part of a wallet's balance. The frozen amount and
/// the lock-up end share one slot.
contract PartialFreezeToken {
    struct Freeze {
        uint96 amount;
        uint64 until;
    }

    address public agent;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => Freeze) public freezes;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event TokensFrozen(address indexed who, uint256 amount, uint256 until);

    modifier onlyAgent() {
        require(msg.sender == agent, "agent only");
        _;
    }

    constructor() {
        agent = msg.sender;
    }

    function mint(address to, uint256 amount) external onlyAgent {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function freezePartialTokens(address who, uint256 amount, uint256 until) external onlyAgent {
        require(amount <= balanceOf[who], "exceeds balance");
        Freeze storage f = freezes[who];
        // <yes> <report> ARITHMETIC
        f.amount = uint96(amount);
        f.until = uint64(until);
        emit TokensFrozen(who, amount, until);
    }

    function unfreezePartialTokens(address who) external onlyAgent {
        delete freezes[who];
    }

    function _free(address who) internal view returns (uint256) {
        Freeze memory f = freezes[who];
        if (block.timestamp >= f.until) return balanceOf[who];
        return balanceOf[who] - f.amount;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        require(amount <= _free(msg.sender), "frozen tokens");
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        emit Transfer(msg.sender, to, amount);
        return true;
    }
}
