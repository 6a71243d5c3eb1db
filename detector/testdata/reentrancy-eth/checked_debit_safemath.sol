pragma solidity ^0.4.24;

library SafeMath {
    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a);
        return a - b;
    }
}

library LooseMath {
    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        return a - b;
    }
}

// SafeMath's sub reverts below zero, as checked arithmetic does: after a re-entrant withdrawal the outer debit
// fails and the whole transaction reverts, so the entry pays once.
contract SafeBank {
    using SafeMath for uint256;
    mapping(address => uint256) public balances;

    function deposit() public payable {
        balances[msg.sender] = balances[msg.sender] + msg.value;
    }

    function withdraw(uint256 amount) public {
        require(balances[msg.sender] >= amount);
        require(msg.sender.call.value(amount)()); // want "sends ether to msg.sender before it writes balances.*the checked subtraction"
        balances[msg.sender] = balances[msg.sender].sub(amount);
    }
}

// A helper that subtracts without a check wraps like the bare operator before 0.8.
contract LooseBank {
    using LooseMath for uint256;
    mapping(address => uint256) public balances;

    function deposit() public payable {
        balances[msg.sender] = balances[msg.sender] + msg.value;
    }

    function withdraw(uint256 amount) public {
        require(balances[msg.sender] >= amount);
        require(msg.sender.call.value(amount)()); // want "sends ether to msg.sender before it writes balances\\[msg.sender\\] \\(line [0-9]+\\)$"
        balances[msg.sender] = balances[msg.sender].sub(amount);
    }
}
