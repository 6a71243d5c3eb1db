pragma solidity ^0.4.24;

library SafeMath {
    function add(uint a, uint b) internal pure returns (uint) {
        uint c = a + b;
        assert(c >= a);
        return c;
    }

    function sub(uint a, uint b) internal pure returns (uint) {
        assert(b <= a);
        return a - b;
    }
}

contract Token {
    using SafeMath for uint;
    mapping(address => uint) balances;

    function transfer(address to, uint value) public returns (bool) { // want "Token.transfer\\(\\) credits to with value but does not check msg.data.length"
        balances[msg.sender] = balances[msg.sender].sub(value);
        balances[to] = balances[to].add(value);
        return true;
    }
}

contract TokenViaInternal {
    mapping(address => uint) balances;

    function send(address recipient, uint amount) public { // want "credits recipient with amount"
        move(msg.sender, recipient, amount);
    }

    function move(address from, address to, uint value) internal {
        require(balances[from] >= value);
        balances[from] -= value;
        balances[to] += value;
    }
}

contract GuardedToken {
    mapping(address => uint) balances;

    modifier onlyPayloadSize(uint size) {
        require(msg.data.length >= size + 4);
        _;
    }

    function transfer(address to, uint value) public onlyPayloadSize(2 * 32) returns (bool) {
        require(balances[msg.sender] >= value);
        balances[msg.sender] -= value;
        balances[to] += value;
        return true;
    }
}

contract NotACredit {
    mapping(address => uint) limits;

    function setLimit(address who, uint limit) public {
        limits[who] = limit;
    }
}

contract Allowances {
    using SafeMath for uint;
    mapping(address => mapping(address => uint)) allowed;

    function increaseAllowance(address spender, uint added) public { // want "credits spender with added"
        allowed[msg.sender][spender] = allowed[msg.sender][spender].add(added);
    }

    // A debit is not a credit: a shifted amount makes it revert.
    function decreaseAllowance(address spender, uint removed) public {
        allowed[msg.sender][spender] = allowed[msg.sender][spender].sub(removed);
    }
}
