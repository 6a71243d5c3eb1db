// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Token vesting grants: claim() updates a memory copy of the grant, so `released` never grows in storage and
/// the same vested amount can be claimed again and again.
contract GrantVesting {
    struct Grant {
        uint128 total;
        uint128 released;
        uint64 start;
        uint64 duration;
    }

    IERC20 public immutable token;
    address public owner;
    mapping(address => Grant) public grants;

    constructor(IERC20 _token) {
        token = _token;
        owner = msg.sender;
    }

    function grant(address to, uint128 total, uint64 duration) external {
        require(msg.sender == owner, "owner");
        require(grants[to].total == 0, "exists");
        require(token.transferFrom(msg.sender, address(this), total), "fund");
        grants[to] = Grant(total, 0, uint64(block.timestamp), duration);
    }

    function vested(Grant memory g) internal view returns (uint256) {
        if (block.timestamp >= g.start + g.duration) return g.total;
        return (uint256(g.total) * (block.timestamp - g.start)) / g.duration;
    }

    function claim() external {
        Grant memory g = grants[msg.sender];
        uint256 amount = vested(g) - g.released;
        require(amount > 0, "nothing");
        // <yes> <report> OTHER
        g.released += uint128(amount);
        require(token.transfer(msg.sender, amount), "transfer");
    }
}
