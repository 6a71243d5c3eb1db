// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract TeamVesting {
    IERC20 public immutable token;
    uint64 public immutable start;
    uint64 public immutable duration;

    struct Grant {
        uint256 total;
        uint256 released;
    }

    mapping(address => Grant) public grants;
    address public admin;

    constructor(IERC20 _token, uint64 _start, uint64 _duration) {
        token = _token;
        start = _start;
        duration = _duration;
        admin = msg.sender;
    }

    function addGrant(address who, uint256 total) external {
        require(msg.sender == admin, "admin");
        grants[who].total += total;
    }

    function vested(address who) public view returns (uint256) {
        Grant memory g = grants[who];
        if (block.timestamp < start) return 0;
        uint256 elapsed = block.timestamp - start;
        if (elapsed >= duration) return g.total;
        // <yes> <report> ARITHMETIC
        return (g.total / duration) * elapsed;
    }

    function release() external {
        uint256 amount = vested(msg.sender) - grants[msg.sender].released;
        grants[msg.sender].released += amount;
        require(token.transfer(msg.sender, amount), "transfer");
    }
}
