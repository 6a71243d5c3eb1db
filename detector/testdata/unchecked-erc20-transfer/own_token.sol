pragma solidity ^0.4.24;

contract BasicToken {
    mapping(address => uint256) balances;

    function transfer(address _to, uint256 _value) public returns (bool) {
        require(_value <= balances[msg.sender]);
        balances[msg.sender] -= _value;
        balances[_to] += _value;
        return true;
    }
}

contract LenientToken {
    mapping(address => uint256) balances;

    function transfer(address _to, uint256 _value) public returns (bool) {
        if (_value > balances[msg.sender]) return false;
        balances[msg.sender] -= _value;
        balances[_to] += _value;
        return true;
    }
}

contract Sale {
    BasicToken public token;
    LenientToken public lenient;

    // Low: the unit's BasicToken reverts rather than return false.
    function buy(address to, uint256 n) public payable {
        token.transfer(to, n); // want "ignores the bool returned by token.transfer\\(to, n\\) \\(BasicToken.transfer\\(\\) in this code never returns false\\)"
    }

    // LenientToken returns false on a short balance.
    function buyLenient(address to, uint256 n) public payable {
        lenient.transfer(to, n); // want "Sale.buyLenient\\(\\) ignores the bool returned by lenient.transfer\\(to, n\\)$"
    }
}
