pragma solidity ^0.4.21;

contract CrowdFundPool {
    address public manager;
    mapping(address => uint256) public contributions;
    uint256 public raised;

    // <yes> <report> ACCESS_CONTROL
    function CrowdfundPool() public {
        manager = msg.sender;
    }

    function contribute() public payable {
        contributions[msg.sender] += msg.value;
        raised += msg.value;
    }

    function release(address to) public {
        require(msg.sender == manager);
        to.transfer(this.balance);
    }
}
