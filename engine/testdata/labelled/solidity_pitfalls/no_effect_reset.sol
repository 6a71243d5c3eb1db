pragma solidity ^0.4.24;

// A bounty board whose claim() compares instead of assigning when it clears the reward: the reward stays, and the
// hunter claims it again and again.
contract BountyBoard {
    mapping(address => uint256) public rewards;
    address public owner;

    constructor() public { owner = msg.sender; }

    function post(address hunter) public payable {
        require(msg.sender == owner);
        rewards[hunter] += msg.value;
    }

    function claim() public {
        uint256 amount = rewards[msg.sender];
        require(amount > 0);
        // <yes> <report> OTHER
        rewards[msg.sender] == 0;
        msg.sender.transfer(amount);
    }
}
