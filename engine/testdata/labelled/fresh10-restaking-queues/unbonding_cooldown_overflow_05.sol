pragma solidity ^0.5.12;

/// Staking contract of 2019 with an unbonding period: stakers bond tokens, start unbonding, and withdraw after
/// the cooldown. The arithmetic is unchecked and without SafeMath: the bonded amounts are tokens pulled in first,
/// bounded by the token's supply, but the cooldown end adds a caller-chosen extension and wraps to the past.
interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

contract BondedStaking {
    IERC20 public token;
    address public owner;
    uint256 public cooldown = 14 days;
    uint256 public totalBonded;

    mapping(address => uint256) public bonded;
    mapping(address => uint256) public unbonding;
    mapping(address => uint256) public unbondEnd;

    constructor(IERC20 _token) public {
        token = _token;
        owner = msg.sender;
    }

    function setCooldown(uint256 _cooldown) external {
        require(msg.sender == owner);
        require(_cooldown >= 1 days && _cooldown <= 60 days);
        cooldown = _cooldown;
    }

    function bond(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        bonded[msg.sender] += amount;
        totalBonded += amount;
    }

    function unbond(uint256 amount, uint256 extraLock) external {
        require(bonded[msg.sender] >= amount);
        bonded[msg.sender] -= amount;
        totalBonded -= amount;
        unbonding[msg.sender] += amount;
        // <yes> <report> ARITHMETIC
        unbondEnd[msg.sender] = now + cooldown + extraLock;
    }

    function withdraw() external {
        require(unbonding[msg.sender] > 0);
        require(now >= unbondEnd[msg.sender]);
        uint256 amount = unbonding[msg.sender];
        unbonding[msg.sender] = 0;
        require(token.transfer(msg.sender, amount));
    }
}
