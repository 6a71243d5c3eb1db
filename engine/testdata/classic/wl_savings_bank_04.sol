pragma solidity ^0.4.24;

// A savings bank of 2018 written after the DAO: the balance is debited before the ether leaves, the transfer
// forwards no gas to speak of, and the owner is a plain msg.sender check set in a real constructor.
contract SavingsBank {
    mapping (address => uint) public balances;
    mapping (address => uint) public lockedUntil;
    uint public minSum = 0.1 ether;
    address public owner;

    event Deposit(address indexed who, uint amount);
    event Withdrawal(address indexed who, uint amount);

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function setMinSum(uint _minSum) public onlyOwner {
        minSum = _minSum;
    }

    function deposit(uint _lockDays) public payable {
        require(msg.value > 0);
        require(_lockDays <= 3650);
        balances[msg.sender] += msg.value;
        uint until = block.number + _lockDays * 5760;
        if (until > lockedUntil[msg.sender]) {
            lockedUntil[msg.sender] = until;
        }
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint _amount) public {
        require(block.number >= lockedUntil[msg.sender]);
        require(balances[msg.sender] >= minSum && balances[msg.sender] >= _amount);
        balances[msg.sender] -= _amount;
        msg.sender.transfer(_amount);
        emit Withdrawal(msg.sender, _amount);
    }

    function withdrawAll() public {
        require(block.number >= lockedUntil[msg.sender]);
        uint amount = balances[msg.sender];
        require(amount > 0);
        balances[msg.sender] = 0;
        require(msg.sender.call.value(amount)());
        emit Withdrawal(msg.sender, amount);
    }
}
