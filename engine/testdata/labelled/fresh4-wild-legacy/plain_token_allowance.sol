pragma solidity ^0.4.11;

// A plain 2017 token without SafeMath: the delegated transfer checks the allowance but never spends it, and the
// direct transfer trusts unsigned subtraction.
contract GoldCoin {
    string public constant name = "GoldCoin";
    string public constant symbol = "GLD";
    uint8 public constant decimals = 8;
    uint256 public totalSupply = 21000000 * 10**8;

    mapping (address => uint256) public balanceOf;
    mapping (address => mapping (address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function GoldCoin() {
        balanceOf[msg.sender] = totalSupply;
    }

    function transfer(address _to, uint256 _value) returns (bool success) {
        // <yes> <report> ARITHMETIC
        balanceOf[msg.sender] -= _value;
        balanceOf[_to] += _value;
        Transfer(msg.sender, _to, _value);
        return true;
    }

    function transferFrom(address _from, address _to, uint256 _value) returns (bool success) {
        require(balanceOf[_from] >= _value);
        // <yes> <report> OTHER
        require(allowance[_from][msg.sender] >= _value);
        require(balanceOf[_to] + _value >= balanceOf[_to]);
        balanceOf[_from] -= _value;
        balanceOf[_to] += _value;
        Transfer(_from, _to, _value);
        return true;
    }

    function approve(address _spender, uint256 _value) returns (bool success) {
        allowance[msg.sender][_spender] = _value;
        Approval(msg.sender, _spender, _value);
        return true;
    }
}
