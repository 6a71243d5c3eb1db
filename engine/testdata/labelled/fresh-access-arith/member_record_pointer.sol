pragma solidity ^0.4.19;

contract MembershipClub {
    bool public open = false;
    address public president;
    uint256 public fee = 1 ether;

    struct Member {
        uint256 joined;
        address wallet;
    }

    mapping(address => Member) public members;

    function MembershipClub() public {
        president = msg.sender;
    }

    function join() public payable {
        require(msg.value >= fee);
        // <yes> <report> ACCESS_CONTROL
        Member m;
        m.joined = now;
        m.wallet = msg.sender;
        members[msg.sender] = m;
    }

    function collect() public {
        require(open || msg.sender == president);
        msg.sender.transfer(this.balance);
    }
}
