pragma solidity ^0.4.24;

contract Batch {
    mapping(address => uint256) balances;
    uint256 public cap = 1000 ether;

    // The caller's amounts wrap the total to the ether sent: comparing the total alone afterwards proves nothing.
    function depositFor(address[] to, uint256[] amounts) public payable {
        uint256 total;
        for (uint256 i = 0; i < amounts.length; i++) {
            total += amounts[i]; // want "total \\+= amounts\\[i\\] can overflow"
        }
        require(total == msg.value);
        for (uint256 j = 0; j < to.length; j++) {
            balances[to[j]] += amounts[j]; // want "can overflow"
        }
    }

    // The same with a cap: a wrapped total is small and passes it.
    function capped(uint256 extra) public {
        balances[msg.sender] += extra; // want "balances\\[msg.sender\\] \\+= extra can overflow"
        require(balances[msg.sender] <= cap);
    }

    // Safe: the check names the amount added, as SafeMath's does.
    function checked(uint256 extra) public {
        balances[msg.sender] += extra;
        require(balances[msg.sender] >= extra);
    }
}
