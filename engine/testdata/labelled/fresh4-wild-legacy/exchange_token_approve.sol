pragma solidity ^0.4.17;

// A listing token of a 2017 exchange, written without the helpers of the day. Transfers use the short-address
// unsafe ABI signature and approve overwrites a live allowance.
contract ExchangeToken {
    string public name = "Exchange Listing Token";
    string public symbol = "XLT";
    uint public decimals = 6;
    uint public totalSupply;
    address public issuer;

    mapping (address => uint) balances;
    mapping (address => mapping (address => uint)) allowed;

    event Transfer(address indexed from, address indexed to, uint value);
    event Approval(address indexed owner, address indexed spender, uint value);

    function ExchangeToken(uint _supply) public {
        issuer = msg.sender;
        totalSupply = _supply;
        balances[msg.sender] = _supply;
    }

    function balanceOf(address who) public constant returns (uint) {
        return balances[who];
    }

    // <yes> <report> SHORT_ADDRESSES
    function transfer(address _to, uint _value) public returns (bool) {
        if (balances[msg.sender] >= _value && balances[_to] + _value > balances[_to]) {
            balances[msg.sender] -= _value;
            balances[_to] += _value;
            Transfer(msg.sender, _to, _value);
            return true;
        }
        return false;
    }

    function transferFrom(address _from, address _to, uint _value) public returns (bool) {
        if (balances[_from] >= _value && allowed[_from][msg.sender] >= _value && balances[_to] + _value > balances[_to]) {
            balances[_to] += _value;
            balances[_from] -= _value;
            allowed[_from][msg.sender] -= _value;
            Transfer(_from, _to, _value);
            return true;
        }
        return false;
    }

    function approve(address _spender, uint _value) public returns (bool) {
        // <yes> <report> FRONT_RUNNING
        allowed[msg.sender][_spender] = _value;
        Approval(msg.sender, _spender, _value);
        return true;
    }

    function allowance(address _owner, address _spender) public constant returns (uint) {
        return allowed[_owner][_spender];
    }
}
