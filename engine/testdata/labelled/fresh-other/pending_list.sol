pragma solidity ^0.4.21;

contract Treasury {
    address public owner;
    uint256 public limit;
    mapping(address => uint256) public approved;

    function Treasury(uint256 _limit) public {
        owner = msg.sender;
        limit = _limit;
    }

    function queue(uint256 amount) public {
        require(amount <= limit);
        // <yes> <report> OTHER
        uint256[] pending;
        pending.push(amount);
        approved[msg.sender] += amount;
    }

    function payout(address to, uint256 amount) public {
        require(msg.sender == owner);
        require(amount <= approved[to]);
        approved[to] -= amount;
        to.transfer(amount);
    }
}
