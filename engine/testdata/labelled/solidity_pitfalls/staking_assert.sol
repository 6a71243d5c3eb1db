pragma solidity ^0.4.24;

// A staking pool that asserts its books against the contract's ether balance: anyone can force ether in with
// selfdestruct, after which every unstake fails (and before 0.8 burns all gas).
contract StakingPool {
    mapping(address => uint256) public stakes;
    uint256 public totalStaked;

    function stake() public payable {
        stakes[msg.sender] += msg.value;
        totalStaked += msg.value;
    }

    function unstake(uint256 amount) public {
        require(stakes[msg.sender] >= amount);
        // <yes> <report> OTHER
        assert(address(this).balance == totalStaked);
        stakes[msg.sender] -= amount;
        totalStaked -= amount;
        msg.sender.transfer(amount);
    }
}
