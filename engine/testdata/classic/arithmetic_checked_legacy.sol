pragma solidity ^0.4.24;

// The SmartBugs and SWC arithmetic cases with their fixes written the several ways old code checks a wrap:
// nothing here can wrap, and none of it should be reported.
contract AddChecked {
    uint256 public count = 1;

    function run(uint256 input) public {
        uint256 res = count + input;
        require(res >= count);
        count = res;
    }

    function runIf(uint256 input) public {
        if (count + input < count) {
            revert();
        }
        count += input;
    }

    function runAssert(uint256 input) public {
        uint256 before = count;
        count += input;
        assert(count >= before);
    }
}

contract SubChecked {
    uint256 public count = 1;
    mapping(uint256 => uint256) map;

    function run(uint256 input) public {
        require(input <= count);
        count -= input;
    }

    function runIf(uint256 input) public {
        if (input > count) {
            throw;
        }
        count = count - input;
    }

    function init(uint256 k, uint256 v) public {
        require(v <= map[k]);
        map[k] -= v;
    }
}

contract MulChecked {
    uint256 public count = 2;

    function run(uint256 input) public {
        uint256 res = count * input;
        require(input == 0 || res / input == count);
        count = res;
    }
}

contract TokenChecked {
    mapping(address => uint256) public balanceOf;
    uint256 constant PRICE_PER_TOKEN = 1 ether;

    function buy(uint256 numTokens) public payable {
        require(numTokens <= 1000000);
        require(msg.value == numTokens * PRICE_PER_TOKEN);
        balanceOf[msg.sender] += numTokens;
    }

    function sell(uint256 numTokens) public {
        require(balanceOf[msg.sender] >= numTokens);
        balanceOf[msg.sender] -= numTokens;
        msg.sender.transfer(numTokens * PRICE_PER_TOKEN); // want "integer-overflow: .*numTokens \\* PRICE_PER_TOKEN can overflow" // FALSE ALARM: arith (numTokens is at most a balance that only buy raises, by at most 10^6 a call)
    }

    function transfer(address to, uint256 value) public {
        require(balanceOf[msg.sender] >= value);
        require(balanceOf[to] + value >= balanceOf[to]);
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
    }
}

contract LockChecked {
    mapping(address => uint256) public balances;
    mapping(address => uint256) public lockTime;

    function deposit() public payable {
        balances[msg.sender] += msg.value;
        lockTime[msg.sender] = now + 1 weeks;
    }

    function increaseLockTime(uint256 _secondsToIncrease) public {
        require(_secondsToIncrease <= 52 weeks);
        lockTime[msg.sender] += _secondsToIncrease;
    }

    function withdraw() public {
        require(balances[msg.sender] > 0);
        require(now > lockTime[msg.sender]);
        uint256 transferValue = balances[msg.sender];
        balances[msg.sender] = 0;
        msg.sender.transfer(transferValue);
    }
}

contract BatchChecked {
    mapping(address => uint256) balances;

    function batchTransfer(address[] _receivers, uint256 _value) public returns (bool) {
        uint256 cnt = _receivers.length;
        require(cnt > 0 && cnt <= 20);
        require(_value > 0 && _value <= 10 ** 30);
        uint256 amount = cnt * _value;
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
        for (uint256 i = 0; i < cnt; i++) {
            balances[_receivers[i]] += _value;
        }
        return true;
    }
}
