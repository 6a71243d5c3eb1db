pragma solidity ^0.5.16;

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "SafeMath: division by zero");
        return a / b;
    }
}

// An early Solidity port of a vote-escrow: unsigned points, voting power read by gauges and the DAO.
contract LegacyVotingEscrow {
    using SafeMath for uint256;

    struct Lock {
        uint256 amount;
        uint256 end;
    }

    struct Point {
        uint256 bias;
        uint256 slope;
        uint256 ts;
    }

    uint256 public constant WEEK = 7 * 86400;
    uint256 public constant MAXTIME = 4 * 365 * 86400;

    IERC20 public token;
    mapping(address => Lock) public locked;
    mapping(address => Point) public lastPoint;

    constructor(IERC20 _token) public {
        token = _token;
    }

    function _checkpoint(address addr, Lock memory l) internal {
        Point memory p;
        if (l.end > now && l.amount > 0) {
            p.slope = l.amount.div(MAXTIME);
            p.bias = p.slope.mul(l.end.sub(now));
        }
        p.ts = now;
        lastPoint[addr] = p;
    }

    function createLock(uint256 value, uint256 unlockTime) external {
        uint256 rounded = unlockTime.div(WEEK).mul(WEEK);
        Lock memory l = locked[msg.sender];
        require(value > 0, "zero");
        require(l.amount == 0, "withdraw first");
        require(rounded > now && rounded <= now.add(MAXTIME), "bad unlock time");
        l.amount = value;
        l.end = rounded;
        locked[msg.sender] = l;
        _checkpoint(msg.sender, l);
        require(token.transferFrom(msg.sender, address(this), value), "transferFrom");
    }

    function withdraw() external {
        Lock memory l = locked[msg.sender];
        require(now >= l.end, "locked");
        uint256 value = l.amount;
        locked[msg.sender] = Lock(0, 0);
        _checkpoint(msg.sender, Lock(0, 0));
        require(token.transfer(msg.sender, value), "transfer");
    }

    // Read by the gauge controller when it weighs votes, and by the governor for proposals.
    function balanceOfAt(address addr, uint256 t) external view returns (uint256) {
        Point memory p = lastPoint[addr];
        require(t >= p.ts, "past");
        // Once the lock has decayed past zero the unsigned subtraction wraps to an enormous voting power.
        // <yes> <report> ARITHMETIC
        return p.bias - p.slope * (t - p.ts);
    }
}
