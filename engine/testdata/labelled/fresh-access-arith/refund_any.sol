pragma solidity ^0.5.0;

contract TicketOffice {
    address public organiser;
    uint256 public price = 0.1 ether;
    mapping(address => uint256) public tickets;

    constructor() public {
        organiser = msg.sender;
    }

    function buy() external payable {
        require(msg.value >= price);
        tickets[msg.sender] += msg.value / price;
    }

    function refund(address payable holder, uint256 count) external {
        require(count > 0);
        // <yes> <report> ACCESS_CONTROL
        holder.transfer(count * price);
    }
}
