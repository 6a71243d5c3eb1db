pragma solidity ^0.4.18;

contract BonusToken {
    string public name = "Bonus";
    uint8 public decimals = 18;
    uint256 public totalSupply;
    address public owner;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    function BonusToken(uint256 initial) public {
        owner = msg.sender;
        totalSupply = initial;
        balanceOf[msg.sender] = initial;
    }

    function transfer(address to, uint256 value) public returns (bool) {
        require(balanceOf[msg.sender] >= value);
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        Transfer(msg.sender, to, value);
        return true;
    }

    function rewardLoyal(address[] holders, uint256 bonus) public {
        require(msg.sender == owner);
        for (uint256 i = 0; i < holders.length; i++) {
            creditBonus(holders[i], bonus);
        }
    }

    // <yes> <report> ACCESS_CONTROL
    function creditBonus(address holder, uint256 bonus) {
        balanceOf[holder] += bonus;
        totalSupply += bonus;
        Transfer(address(0), holder, bonus);
    }
}
