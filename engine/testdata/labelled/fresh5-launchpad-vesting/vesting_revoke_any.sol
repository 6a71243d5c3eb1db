// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Revocable advisor grants. revoke() should return the unvested part to the grantor, but it lacks the owner
/// check and pays the unvested tokens to whoever calls it.
contract AdvisorGrants {
    struct Grant {
        uint256 amount;
        uint256 claimed;
        uint64 start;
        uint64 duration;
        bool revoked;
    }

    IERC20 public immutable token;
    address public owner;
    mapping(address => Grant) public grants;

    event Revoked(address indexed advisor, uint256 refund);

    constructor(IERC20 token_) {
        token = token_;
        owner = msg.sender;
    }

    function createGrant(address advisor, uint256 amount, uint64 duration) external {
        require(msg.sender == owner, "AdvisorGrants: not owner");
        require(grants[advisor].amount == 0, "AdvisorGrants: exists");
        require(token.transferFrom(msg.sender, address(this), amount), "AdvisorGrants: fund");
        grants[advisor] = Grant(amount, 0, uint64(block.timestamp), duration, false);
    }

    function vested(address advisor) public view returns (uint256) {
        Grant storage g = grants[advisor];
        if (block.timestamp >= g.start + g.duration) return g.amount;
        return (g.amount * (block.timestamp - g.start)) / g.duration;
    }

    function claim() external {
        Grant storage g = grants[msg.sender];
        require(!g.revoked, "AdvisorGrants: revoked");
        uint256 amount = vested(msg.sender) - g.claimed;
        g.claimed += amount;
        require(token.transfer(msg.sender, amount), "AdvisorGrants: transfer");
    }

    function revoke(address advisor) external {
        Grant storage g = grants[advisor];
        require(!g.revoked, "AdvisorGrants: already revoked");
        uint256 vestedNow = vested(advisor);
        uint256 refund = g.amount - vestedNow;
        g.amount = vestedNow;
        g.revoked = true;
        // <yes> <report> ACCESS_CONTROL
        require(token.transfer(msg.sender, refund), "AdvisorGrants: refund");
        emit Revoked(advisor, refund);
    }
}
