pragma solidity ^0.4.24;

/// Mintable ICO token with a bonus schedule, no SafeMath. The owner-set bonus multiplies the purchase without
/// a bound: the product wraps and the bonus a buyer gets is whatever the wrapped value leaves.
contract BonusIcoToken {
    string public constant name = "Bonus ICO Token";
    string public constant symbol = "BIT";
    uint8 public constant decimals = 18;

    address public owner;
    uint256 public totalSupply;
    uint256 public rate = 1000;
    uint256 public bonusPercent;
    uint256 public hardCapTokens;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint256 _hardCapTokens) public {
        owner = msg.sender;
        hardCapTokens = _hardCapTokens;
    }

    function setBonus(uint256 _bonusPercent) public {
        require(msg.sender == owner);
        bonusPercent = _bonusPercent;
    }

    function buy(uint256 multiplier) public payable {
        require(multiplier >= 1 && multiplier <= 3);
        uint256 tokens = msg.value * rate * multiplier;
        // <yes> <report> ARITHMETIC
        uint256 bonus = tokens * bonusPercent / 100;
        require(totalSupply + tokens + bonus <= hardCapTokens);
        totalSupply += tokens + bonus;
        balanceOf[msg.sender] += tokens + bonus;
        emit Transfer(address(0), msg.sender, tokens + bonus);
    }

    function transfer(address to, uint256 value) public returns (bool) {
        require(balanceOf[msg.sender] >= value);
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function withdraw() public {
        require(msg.sender == owner);
        owner.transfer(address(this).balance);
    }
}
