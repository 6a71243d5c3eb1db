pragma solidity ^0.4.22;

contract Token {
    mapping(address => uint) public balances;

    function airdrop() public {
        balances[msg.sender] = 1000;
    }

    function backdoor() public {
        balances[msg.sender] += 1;
    }

    function test_invariants() public {
        assert(balances[msg.sender] <= 1000); // want "checks a value the caller controls|depends on balances"
    }
}

library SafeMath {
    function add(uint a, uint b) internal pure returns (uint) {
        uint c = a + b;
        assert(c >= a);
        return c;
    }
}

contract AssertMultiTx1 {
    uint256 private param;

    function AssertMultiTx1(uint256 _param) public {
        require(_param > 0);
        param = _param;
    }

    function run() public {
        assert(param > 0);
    }
}

contract Wallet {
    mapping(address => uint256) balances;

    function deposit() public payable {
        assert(balances[msg.sender] + msg.value > balances[msg.sender]);
        balances[msg.sender] += msg.value;
    }
}

contract BitCash {
    mapping(address => uint) public balanceOf;

    function transfer(address _to, uint _value) public {
        _transfer(msg.sender, _to, _value);
    }

    function _transfer(address _from, address _to, uint _value) internal {
        require(balanceOf[_from] >= _value);
        uint previousBalances = balanceOf[_from] + balanceOf[_to];
        balanceOf[_from] -= _value;
        balanceOf[_to] += _value;
        assert(balanceOf[_from] + balanceOf[_to] == previousBalances);
    }
}
