// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IVotingEscrow {
    function balanceOf(address user) external view returns (uint256);
    function locked__end(address user) external view returns (uint256);
}

/// Boost delegation: a locker lends decaying voting power up to its lock end; operators spend an allowance
/// that shrinks with every boost they create, unless it is unlimited.
contract BoostDelegation {
    struct Boost {
        uint256 bias;
        uint256 slope;
        uint256 ts;
    }

    IVotingEscrow public immutable ve;

    mapping(address => Boost) public delegated;
    mapping(address => Boost) public received;
    mapping(address => mapping(address => uint256)) public allowance;

    event Approval(address indexed owner, address indexed spender, uint256 value);
    event BoostCreated(address indexed from, address indexed to, uint256 bias, uint256 slope);

    constructor(IVotingEscrow _ve) {
        ve = _ve;
    }

    function _value(Boost memory b) internal view returns (uint256) {
        uint256 dec = b.slope * (block.timestamp - b.ts);
        return b.bias > dec ? b.bias - dec : 0;
    }

    function delegable_balance(address user) public view returns (uint256) {
        uint256 total = ve.balanceOf(user);
        uint256 used = _value(delegated[user]);
        return total > used ? total - used : 0;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function _boost(address from, address to, uint256 amount, uint256 endtime) internal {
        require(to != from && to != address(0), "bad receiver");
        require(amount > 0, "zero");
        require(endtime > block.timestamp, "ended");
        require(endtime <= ve.locked__end(from), "past lock end");
        require(amount <= delegable_balance(from), "not enough");

        uint256 slope = amount / (endtime - block.timestamp);
        Boost memory d = delegated[from];
        d.bias = _value(d) + amount;
        d.slope += slope;
        d.ts = block.timestamp;
        delegated[from] = d;

        Boost memory r = received[to];
        r.bias = _value(r) + amount;
        r.slope += slope;
        r.ts = block.timestamp;
        received[to] = r;
        emit BoostCreated(from, to, amount, slope);
    }

    function boost(address to, uint256 amount, uint256 endtime) external {
        _boost(msg.sender, to, amount, endtime);
    }

    function boostFrom(address from, address to, uint256 amount, uint256 endtime) external {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= amount, "allowance");
        if (allowed != type(uint256).max) {
            allowance[from][msg.sender] = allowed - amount;
        }
        _boost(from, to, amount, endtime);
    }

    function adjusted_balance_of(address user) external view returns (uint256) {
        uint256 own = ve.balanceOf(user);
        uint256 out = _value(delegated[user]);
        uint256 inBoost = _value(received[user]);
        return (own > out ? own - out : 0) + inBoost;
    }
}
