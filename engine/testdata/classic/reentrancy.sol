pragma solidity ^0.4.24;

// The DAO-style bank: the balance is cleared after the ether leaves.
contract EtherStore {
    uint256 public withdrawalLimit = 1 ether;
    mapping(address => uint256) public lastWithdrawTime;
    mapping(address => uint256) public balances;

    function depositFunds() public payable {
        balances[msg.sender] += msg.value;
    }

    function withdrawFunds(uint256 _weiToWithdraw) public {
        require(balances[msg.sender] >= _weiToWithdraw);
        require(_weiToWithdraw <= withdrawalLimit);
        require(now >= lastWithdrawTime[msg.sender] + 1 weeks);
        require(msg.sender.call.value(_weiToWithdraw)()); // want "reentrancy-eth: .*sends ether to msg.sender before it writes balances"
        balances[msg.sender] -= _weiToWithdraw;
        lastWithdrawTime[msg.sender] = now;
    }
}

// Cross-function: transfer() moves a balance withdrawBalance() has not cleared yet.
contract CrossFunction {
    mapping(address => uint) private userBalances;

    function transfer(address to, uint amount) public {
        if (userBalances[msg.sender] >= amount) {
            userBalances[to] += amount; // want "integer-overflow: .*userBalances\\[to\\] \\+= amount can overflow"
            userBalances[msg.sender] -= amount;
        }
    }

    function withdrawBalance() public {
        uint amountToWithdraw = userBalances[msg.sender];
        require(msg.sender.call.value(amountToWithdraw)()); // want "reentrancy-eth: .*sends ether to msg.sender before it writes userBalances"
        userBalances[msg.sender] = 0;
    }
}

// Safe: checks, effects, interactions.
contract SafeStore {
    mapping(address => uint256) public balances;

    function deposit() public payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) public {
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
        require(msg.sender.call.value(amount)());
    }
}

// Safe: a mutex held across the call.
contract Locked {
    bool private locked;
    mapping(address => uint256) public balances;

    modifier noReentrancy() {
        require(!locked);
        locked = true;
        _;
        locked = false;
    }

    function deposit() public payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw() public noReentrancy {
        uint256 amount = balances[msg.sender];
        require(msg.sender.call.value(amount)());
        balances[msg.sender] = 0;
    }
}
