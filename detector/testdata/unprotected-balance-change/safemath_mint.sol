pragma solidity ^0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
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

    // The credit is what is left of the amount debited, a burn taken off: moved, not minted.
    function transfer(address to, uint256 tokens) public returns (bool) {
        uint256 toBurn = tokens.mul(25) / 1000;
        uint256 toSend = tokens.sub(toBurn);
        balanceOf[msg.sender] = balanceOf[msg.sender].sub(tokens);
        balanceOf[to] = balanceOf[to].add(toSend);
        balanceOf[address(0)] = balanceOf[address(0)].add(toBurn);
        return true;
    }

    // The sender is debited the batch's total.
    function batchTransfer(address[] memory receivers, uint256 value) public returns (bool) {
        uint256 amount = value.mul(receivers.length);
        balanceOf[msg.sender] = balanceOf[msg.sender].sub(amount);
        for (uint256 i = 0; i < receivers.length; i++) {
            balanceOf[receivers[i]] = balanceOf[receivers[i]].add(value);
        }
        return true;
    }
}
