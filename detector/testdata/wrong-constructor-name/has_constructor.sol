pragma solidity ^0.4.24;

// Low: the contract declares its constructor with the keyword; pledge() is named like the contract's noun, not
// a constructor that failed (reported at low severity only).
contract Pledges {
    address public owner;
    mapping(address => uint256) public pledged;

    constructor() public {
        owner = msg.sender;
    }

    function pledge(uint256 amount) public { // want "Pledges.pledge\\(\\) is named almost like contract Pledges"
        pledged[msg.sender] += amount;
    }
}
