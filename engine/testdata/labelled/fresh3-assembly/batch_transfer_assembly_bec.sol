// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

/// BEC's batchTransfer, "optimised" into assembly in a 0.8 token: the total is a wrapping mul, the sender's
/// check passes for a wrapped total and each receiver is credited the full value.
contract PausableToken {
    string public constant name = "BeautyChain";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    address public owner;
    bool public paused;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint256 supply) {
        owner = msg.sender;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
    }

    modifier whenNotPaused() {
        require(!paused, "paused");
        _;
    }

    function pause() external {
        require(msg.sender == owner, "owner");
        paused = true;
    }

    function transfer(address to, uint256 value) external whenNotPaused returns (bool) {
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function batchTransfer(address[] calldata receivers, uint256 value) external whenNotPaused returns (bool) {
        uint256 cnt = receivers.length;
        uint256 amount;
        assembly {
            // <yes> <report> ARITHMETIC
            amount := mul(cnt, value)
        }
        require(cnt > 0 && cnt <= 20, "count");
        require(value > 0 && balanceOf[msg.sender] >= amount, "balance");
        balanceOf[msg.sender] -= amount;
        for (uint256 i = 0; i < cnt; i++) {
            balanceOf[receivers[i]] += value;
            emit Transfer(msg.sender, receivers[i], value);
        }
        return true;
    }
}
