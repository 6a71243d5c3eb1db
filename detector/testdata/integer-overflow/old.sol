pragma solidity ^0.4.24;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a);
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a);
        return a - b;
    }
}

contract Token {
    using SafeMath for uint256;
    mapping(address => uint256) balances;
    mapping(address => uint256) lockTime;
    uint256 counter;

    function increaseLockTime(uint256 secs) public {
        lockTime[msg.sender] += secs; // want "can overflow"
    }

    function transfer(address to, uint256 value) public {
        balances[msg.sender] -= value; // want "can underflow"
        balances[to] += value; // want "can overflow"
    }

    function constant8() public {
        uint8 v = 0;
        v = v - 10; // want "underflow \\(-10\\)"
    }

    // Safe: guarded by a require on the same operands.
    function transferChecked(address to, uint256 value) public {
        require(balances[msg.sender] >= value);
        balances[msg.sender] -= value;
    }

    // Safe: SafeMath.
    function transferSafe(address to, uint256 value) public {
        balances[msg.sender] = balances[msg.sender].sub(value);
        balances[to] = balances[to].add(value);
    }

    // Safe: constants that fit, and a counter stepped by one.
    function fits() public {
        uint8 v = 200;
        v = v + 50;
        counter++;
    }
}

contract Deposits {
    mapping(address => uint256) balances;

    // Safe: msg.value is bounded by the ether supply.
    function deposit() public payable {
        balances[msg.sender] += msg.value;
    }
}

contract Donations {
    mapping(address => uint256) credit;

    // Safe: msg.value added to an entry chosen by a parameter.
    function donate(address to) public payable {
        credit[to] += msg.value;
    }
}
