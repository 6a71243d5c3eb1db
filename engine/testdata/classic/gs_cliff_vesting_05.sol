pragma solidity ^0.5.16;

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

contract IERC20 {
    function transfer(address to, uint256 value) public returns (bool);
    function balanceOf(address who) public view returns (uint256);
}

contract Ownable {
    address public owner;
    constructor() public { owner = msg.sender; }
    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: not owner");
        _;
    }
}

contract CliffVesting is Ownable {
    using SafeMath for uint256;

    struct Grant {
        uint256 total;
        uint256 start;
        uint256 cliff;
        uint256 duration;
        uint256 released;
        bool revocable;
        bool revoked;
    }

    IERC20 public token;
    uint256 public totalOutstanding;
    mapping(address => Grant) public grants;

    event GrantAdded(address indexed beneficiary, uint256 total);
    event Released(address indexed beneficiary, uint256 amount);
    event Revoked(address indexed beneficiary, uint256 refund);

    constructor(IERC20 _token) public {
        token = _token;
    }

    function addGrant(address beneficiary, uint256 total, uint256 start, uint256 cliffDuration, uint256 duration, bool revocable)
        external
        onlyOwner
    {
        require(beneficiary != address(0), "zero beneficiary");
        require(grants[beneficiary].total == 0, "grant exists");
        require(cliffDuration <= duration, "cliff longer than duration");
        require(duration > 0, "zero duration");
        require(totalOutstanding.add(total) <= token.balanceOf(address(this)), "underfunded");
        grants[beneficiary] = Grant(total, start, start.add(cliffDuration), duration, 0, revocable, false);
        totalOutstanding = totalOutstanding.add(total);
        emit GrantAdded(beneficiary, total);
    }

    function vestedAmount(address beneficiary) public view returns (uint256) {
        Grant storage g = grants[beneficiary];
        if (block.timestamp < g.cliff) {
            return 0;
        } else if (block.timestamp >= g.start.add(g.duration) || g.revoked) {
            return g.total;
        } else {
            return g.total.mul(block.timestamp.sub(g.start)).div(g.duration);
        }
    }

    function releasable(address beneficiary) public view returns (uint256) {
        return vestedAmount(beneficiary).sub(grants[beneficiary].released);
    }

    function release() external {
        uint256 amount = releasable(msg.sender);
        require(amount > 0, "nothing to release");
        Grant storage g = grants[msg.sender];
        g.released = g.released.add(amount);
        totalOutstanding = totalOutstanding.sub(amount);
        require(token.transfer(msg.sender, amount), "transfer failed");
        emit Released(msg.sender, amount);
    }

    function revoke(address beneficiary) external onlyOwner {
        Grant storage g = grants[beneficiary];
        require(g.revocable && !g.revoked, "not revocable");
        uint256 vested = vestedAmount(beneficiary);
        uint256 refund = g.total.sub(vested);
        g.total = vested;
        g.revoked = true;
        totalOutstanding = totalOutstanding.sub(refund);
        require(token.transfer(owner, refund), "refund failed");
        emit Revoked(beneficiary, refund);
    }
}
