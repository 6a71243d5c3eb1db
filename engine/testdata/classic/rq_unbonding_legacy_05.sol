pragma solidity ^0.5.16;

/// A 2020 bonded staking contract with an unbonding period: stakers bond tokens, unbond into a single pending
/// slot and withdraw after the cooldown. SafeMath everywhere, the owner only tunes the cooldown within bounds,
/// withdrawals clear the slot before the checked token transfer.
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
}

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

contract BondedStakingSafe {
    using SafeMath for uint256;

    IERC20 public token;
    address public owner;
    uint256 public cooldown = 14 days;
    uint256 public totalBonded;

    mapping(address => uint256) public bonded;
    mapping(address => uint256) public unbonding;
    mapping(address => uint256) public unbondEnd;

    event Bonded(address indexed who, uint256 amount);
    event Unbonding(address indexed who, uint256 amount, uint256 end);
    event Withdrawn(address indexed who, uint256 amount);

    constructor(IERC20 _token) public {
        token = _token;
        owner = msg.sender;
    }

    function setCooldown(uint256 _cooldown) external {
        require(msg.sender == owner, "owner");
        require(_cooldown >= 1 days && _cooldown <= 60 days, "bounds");
        cooldown = _cooldown;
    }

    function bond(uint256 amount) external {
        require(amount > 0, "zero");
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom");
        bonded[msg.sender] = bonded[msg.sender].add(amount);
        totalBonded = totalBonded.add(amount);
        emit Bonded(msg.sender, amount);
    }

    function unbond(uint256 amount) external {
        bonded[msg.sender] = bonded[msg.sender].sub(amount);
        totalBonded = totalBonded.sub(amount);
        unbonding[msg.sender] = unbonding[msg.sender].add(amount);
        unbondEnd[msg.sender] = now.add(cooldown);
        emit Unbonding(msg.sender, amount, unbondEnd[msg.sender]);
    }

    function withdraw() external {
        uint256 amount = unbonding[msg.sender];
        require(amount > 0, "nothing");
        require(now >= unbondEnd[msg.sender], "cooldown");
        unbonding[msg.sender] = 0;
        require(token.transfer(msg.sender, amount), "transfer");
        emit Withdrawn(msg.sender, amount);
    }
}
