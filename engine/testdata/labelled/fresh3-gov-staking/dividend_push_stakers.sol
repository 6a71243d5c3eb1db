pragma solidity ^0.4.24;

contract StakeDividends {
    address public owner;
    address[] public stakers;
    mapping(address => uint256) public stakeOf;
    mapping(address => bool) public isStaker;
    uint256 public totalStake;

    event Distributed(uint256 amount);

    constructor() public {
        owner = msg.sender;
    }

    function stake() public payable {
        require(msg.value > 0);
        if (!isStaker[msg.sender]) {
            isStaker[msg.sender] = true;
            stakers.push(msg.sender);
        }
        stakeOf[msg.sender] += msg.value;
        totalStake += msg.value;
    }

    function distribute() public payable {
        require(msg.value > 0);
        require(totalStake > 0);
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < stakers.length; i++) {
            address staker = stakers[i];
            uint256 share = msg.value * stakeOf[staker] / totalStake;
            // <yes> <report> DENIAL_OF_SERVICE
            staker.transfer(share);
        }
        emit Distributed(msg.value);
    }

    function unstake(uint256 amount) public {
        require(stakeOf[msg.sender] >= amount);
        stakeOf[msg.sender] -= amount;
        totalStake -= amount;
        msg.sender.transfer(amount);
    }
}
