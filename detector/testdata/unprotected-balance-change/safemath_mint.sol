pragma solidity ^0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }
}

// A SafeMath sum passes the amount to a helper that computes with it: nothing is taken from anyone.
contract SafeMathDollar {
    using SafeMath for uint256;

    address public owner;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => bool) public pools;

    constructor() public {
        owner = msg.sender;
    }

    function poolMint(address to, uint256 amount) public { // want "SafeMathDollar.poolMint\\(\\) lets any caller mint amount for to in balanceOf out of nothing"
        totalSupply = totalSupply.add(amount);
        balanceOf[to] = balanceOf[to].add(amount);
    }

    function guardedMint(address to, uint256 amount) public {
        require(pools[msg.sender], "Only pools");
        totalSupply = totalSupply.add(amount);
        balanceOf[to] = balanceOf[to].add(amount);
    }
}
