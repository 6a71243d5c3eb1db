pragma solidity ^0.4.24;

// The allowance is spent but never checked: in 0.4 the subtraction wraps, so an allowance of 0 lets anyone
// move anyone's tokens ("allowAnyone").
contract AllowAnyone {
    mapping(address => uint256) balances;
    mapping(address => mapping(address => uint256)) allowed;

    function transferFrom(address _from, address _to, uint256 _value) public returns (bool) { // want "AllowAnyone.transferFrom\\(\\) lets any caller move _value out of _from's balances: the allowance it spends is never checked"
        if (balances[_from] >= _value && _value > 0) {
            balances[_to] += _value;
            balances[_from] -= _value;
            allowed[_from][msg.sender] -= _value;
            return true;
        }
        return false;
    }
}

// Safe: the allowance is checked before it is spent.
contract Checked {
    mapping(address => uint256) balances;
    mapping(address => mapping(address => uint256)) allowed;

    function transferFrom(address _from, address _to, uint256 _value) public returns (bool) {
        require(balances[_from] >= _value && allowed[_from][msg.sender] >= _value);
        balances[_to] += _value;
        balances[_from] -= _value;
        allowed[_from][msg.sender] -= _value;
        return true;
    }
}
