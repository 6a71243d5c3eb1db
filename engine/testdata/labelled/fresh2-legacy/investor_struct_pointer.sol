pragma solidity ^0.4.19;

// A 2017 investment pool: a struct local declared without a data location is a storage pointer to slot 0, so
// recording an investment overwrites the owner and the minimum with the investor's address and amount.
contract InvestmentPool {
    address public owner;
    uint public minInvestment = 0.5 ether;
    uint public totalInvested;

    struct Investment {
        address investor;
        uint amount;
        uint time;
    }

    Investment[] public investments;
    mapping(address => uint) public invested;

    event Invested(address indexed investor, uint amount);
    event Withdrawn(address indexed to, uint amount);

    function InvestmentPool() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function invest() public payable {
        require(msg.value >= minInvestment);
        // <yes> <report> ACCESS_CONTROL
        Investment entry;
        entry.investor = msg.sender;
        entry.amount = msg.value;
        entry.time = now;
        investments.push(entry);
        invested[msg.sender] += msg.value;
        totalInvested += msg.value;
        Invested(msg.sender, msg.value);
    }

    function withdraw(uint amount) public onlyOwner {
        require(amount <= this.balance);
        owner.transfer(amount);
        Withdrawn(owner, amount);
    }

    function investmentsCount() public constant returns (uint) {
        return investments.length;
    }
}
