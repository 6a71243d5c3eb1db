pragma solidity ^0.4.11;

// A 2017 points token whose transfer reads an address and an amount straight from calldata: an exchange that
// forwards a short address lets the amount be shifted left by the missing bytes.
contract RewardPoints {
    string public name = "Reward Points";
    string public symbol = "RWP";
    uint8 public decimals = 2;
    uint public totalSupply;
    address public issuer;

    mapping (address => uint) balances;
    mapping (address => mapping (address => uint)) allowed;

    event Transfer(address indexed _from, address indexed _to, uint _value);
    event Approval(address indexed _owner, address indexed _spender, uint _value);

    function RewardPoints(uint _supply) {
        issuer = msg.sender;
        totalSupply = _supply;
        balances[msg.sender] = _supply;
    }

    // <yes> <report> SHORT_ADDRESSES
    function transfer(address _to, uint _value) returns (bool success) {
        if (balances[msg.sender] >= _value && _value > 0) {
            balances[msg.sender] -= _value;
            balances[_to] += _value;
            Transfer(msg.sender, _to, _value);
            return true;
        }
        return false;
    }

    function transferFrom(address _from, address _to, uint _value) returns (bool success) {
        if (balances[_from] >= _value && allowed[_from][msg.sender] >= _value && _value > 0) {
            balances[_to] += _value;
            balances[_from] -= _value;
            allowed[_from][msg.sender] -= _value;
            Transfer(_from, _to, _value);
            return true;
        }
        return false;
    }

    function balanceOf(address _owner) constant returns (uint balance) {
        return balances[_owner];
    }

    function approve(address _spender, uint _value) returns (bool success) {
        allowed[msg.sender][_spender] = _value;
        Approval(msg.sender, _spender, _value);
        return true;
    }

    function allowance(address _owner, address _spender) constant returns (uint remaining) {
        return allowed[_owner][_spender];
    }
}
