pragma solidity ^0.4.24;

contract Staking {
    mapping(address => uint256) public staked;
    uint256 public totalStaked;
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    function stake() public payable {
        require(msg.value > 0);
        // <yes> <report> OTHER
        staked[msg.sender] =+ msg.value;
        totalStaked += msg.value;
    }

    function unstake(uint256 amount) public {
        require(staked[msg.sender] >= amount);
        staked[msg.sender] -= amount;
        totalStaked -= amount;
        msg.sender.transfer(amount);
    }
}
