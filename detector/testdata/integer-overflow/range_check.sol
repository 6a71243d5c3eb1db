pragma solidity ^0.4.15;

contract ProxyToken {
    mapping(address => uint256) balances;
    mapping(address => uint256) nonces;

    // The sum of two amounts the caller picks wraps to a small value and passes the balance check (SMT's
    // proxyOverflow): then both huge amounts are credited.
    function transferProxy(address _from, address _to, uint256 _value, uint256 _fee) public returns (bool) {
        if (balances[_from] < _fee + _value) revert(); // want "ProxyToken.transferProxy\\(\\): _fee \\+ _value can overflow"
        uint256 nonce = nonces[_from];
        require(balances[_to] + _value >= balances[_to]);
        require(balances[msg.sender] + _fee >= balances[msg.sender]);
        balances[_to] += _value;
        balances[msg.sender] += _fee;
        balances[_from] -= _value + _fee;
        nonces[_from] = nonce + 1;
        return true;
    }

    // Safe: the sum is checked against its own operand first.
    function checkedProxy(address _from, uint256 _value, uint256 _fee) public {
        require(_fee + _value >= _value);
        require(balances[_from] >= _fee + _value);
        balances[_from] -= _fee + _value;
    }

    // Safe: a sum compared with a value and not used again gains the caller nothing.
    function fits(uint256 a, uint256 b) public {
        require(balances[msg.sender] >= a + b);
        nonces[msg.sender] += 1;
    }
}

// A parameter plus a stored fee: the caller picks the value that wraps the sum (Hexagon's burnOverflow).
contract BurnToken {
    mapping(address => uint256) public balanceOf;
    uint256 public burnPerTransaction = 2;

    function transfer(address _to, uint256 _value) public {
        _transfer(msg.sender, _to, _value);
    }

    function _transfer(address _from, address _to, uint256 _value) internal {
        require(balanceOf[_from] >= _value + burnPerTransaction); // want "BurnToken._transfer\\(\\): _value \\+ burnPerTransaction can overflow"
        require(balanceOf[_to] + _value > balanceOf[_to]);
        balanceOf[_from] -= _value + burnPerTransaction; // want "_value \\+ burnPerTransaction can overflow"
        balanceOf[_to] += _value;
        balanceOf[0x0] += burnPerTransaction;
    }
}
