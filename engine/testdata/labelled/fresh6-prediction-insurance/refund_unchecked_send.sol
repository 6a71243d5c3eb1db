pragma solidity ^0.4.24;

/// Prediction pool of 2018: if the event is cancelled, the owner refunds everyone.
contract EventPool {
    address public owner;
    bool public cancelled;
    address[] public bettors;
    mapping(address => uint256) public stakes;

    function EventPool() public {
        owner = msg.sender;
    }

    function bet() public payable {
        require(!cancelled);
        if (stakes[msg.sender] == 0) bettors.push(msg.sender);
        stakes[msg.sender] += msg.value;
    }

    function cancel() public {
        require(msg.sender == owner);
        cancelled = true;
    }

    function refund(address bettor) public {
        require(cancelled);
        uint256 amount = stakes[bettor];
        stakes[bettor] = 0;
        // <yes> <report> UNCHECKED_LL_CALLS
        bettor.send(amount);
    }
}
