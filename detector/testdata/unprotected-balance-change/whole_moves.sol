// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

// A balance read whole, credited to another account and then emptied is a move of all of it.
contract WholeMoves {
    address public agent;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    constructor() {
        agent = msg.sender;
    }

    function recover(address lost, address replacement) external { // want "WholeMoves.recover\\(\\) lets any caller move amount out of lost's balanceOf without any allowance its owner granted"
        uint256 amount = balanceOf[lost];
        balanceOf[replacement] += amount;
        balanceOf[lost] = 0;
    }

    function recoverDirect(address lost, address replacement) external { // want "WholeMoves.recoverDirect\\(\\) lets any caller move balanceOf\\[lost\\] out of lost's balanceOf"
        balanceOf[replacement] += balanceOf[lost];
        balanceOf[lost] = 0;
    }

    // Safe: only the agent recovers a lost wallet.
    function recoverByAgent(address lost, address replacement) external {
        require(msg.sender == agent, "agent only");
        uint256 amount = balanceOf[lost];
        balanceOf[replacement] += amount;
        balanceOf[lost] = 0;
    }

    // Safe: the caller moves all of their own balance.
    function moveAll(address to) external {
        uint256 amount = balanceOf[msg.sender];
        balanceOf[to] += amount;
        balanceOf[msg.sender] = 0;
    }

    // Safe: the account's whole balance moves within the allowance it granted the caller.
    function sweepFrom(address from, address to) external {
        uint256 amount = balanceOf[from];
        allowance[from][msg.sender] -= amount;
        balanceOf[to] += amount;
        balanceOf[from] = 0;
    }

    // Safe: emptied, but what is credited is not the emptied balance.
    function reset(address account, address to, uint256 bonus) external {
        require(msg.sender == agent, "agent only");
        balanceOf[to] += bonus;
        balanceOf[account] = 0;
    }
}
