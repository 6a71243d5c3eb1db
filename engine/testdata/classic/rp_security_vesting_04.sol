pragma solidity ^0.4.24;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        assert(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        return a / b;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        assert(b <= a);
        return a - b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        assert(c >= a);
        return c;
    }
}

contract ERC20Basic {
    function transfer(address to, uint256 value) public returns (bool);
    function balanceOf(address who) public view returns (uint256);
}

/// Lock-up and vesting of a security token's founder and investor allocations: a cliff, then linear vesting; the
/// issuer may revoke unvested tokens of a revocable grant.
contract SecurityTokenVesting {
    using SafeMath for uint256;

    struct Grant {
        uint256 total;
        uint256 released;
        uint256 start;
        uint256 cliff;
        uint256 duration;
        bool revocable;
        bool revoked;
    }

    ERC20Basic public token;
    address public issuer;
    mapping(address => Grant) public grants;

    event Released(address beneficiary, uint256 amount);
    event Revoked(address beneficiary, uint256 refund);

    modifier onlyIssuer() {
        require(msg.sender == issuer);
        _;
    }

    constructor(ERC20Basic _token) public {
        token = _token;
        issuer = msg.sender;
    }

    function addGrant(address who, uint256 total, uint256 start, uint256 cliff, uint256 duration, bool revocable)
        public
        onlyIssuer
    {
        require(grants[who].total == 0);
        require(cliff <= duration && duration > 0);
        grants[who] = Grant(total, 0, start, start.add(cliff), duration, revocable, false);
    }

    function vested(address who) public view returns (uint256) {
        Grant storage g = grants[who];
        if (block.timestamp < g.cliff) return 0;
        if (block.timestamp >= g.start.add(g.duration) || g.revoked) return g.total;
        return g.total.mul(block.timestamp.sub(g.start)).div(g.duration);
    }

    function release() public {
        uint256 amount = vested(msg.sender).sub(grants[msg.sender].released);
        require(amount > 0);
        grants[msg.sender].released = grants[msg.sender].released.add(amount);
        require(token.transfer(msg.sender, amount));
        emit Released(msg.sender, amount);
    }

    function revoke(address who) public onlyIssuer {
        Grant storage g = grants[who];
        require(g.revocable && !g.revoked);
        uint256 unvested = g.total.sub(vested(who));
        g.total = g.total.sub(unvested);
        g.revoked = true;
        require(token.transfer(issuer, unvested));
        emit Revoked(who, unvested);
    }
}
