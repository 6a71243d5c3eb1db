pragma solidity ^0.5.0;

contract Puzzle {
    address payable winner;
    address owner;
    uint reward;
    bool claimed;

    constructor() public {
        owner = msg.sender;
    }

    function play(bytes32 guess) public {
        if (keccak256(abi.encode(guess)) == keccak256(abi.encode("hello"))) {
            winner = msg.sender;
        }
    }

    // Vulnerable: anyone can change the receiver first.
    function getReward() public payable { // want "which any caller can change"
        winner.transfer(msg.value);
    }

    function setReward() public payable { // want "Puzzle.setReward\\(\\) pays out reward and changes it, while Puzzle.claimReward\\(\\) pays it to any caller"
        require(!claimed);
        require(msg.sender == owner);
        msg.sender.transfer(reward);
        reward = msg.value;
    }

    // Vulnerable (low confidence): the owner can change the amount while a claim is pending.
    function claimReward(uint256 submission) public { // want "which a privileged account can change"
        require(!claimed);
        require(submission < 10);
        msg.sender.transfer(reward);
        claimed = true;
    }
}

contract Token {
    mapping(address => mapping(address => uint256)) allowed;
    mapping(address => uint256) balances;

    function approve(address spender, uint256 value) public returns (bool) { // want "overwrites an allowance"
        allowed[msg.sender][spender] = value;
        return true;
    }

    // Safe: an allowance changes only through zero, so there is never an old one to spend first.
    function approveFromZero(address spender, uint256 value) public returns (bool) {
        require(value == 0 || allowed[msg.sender][spender] == 0);
        allowed[msg.sender][spender] = value;
        return true;
    }

    // Safe: changed by a difference, so what the spender takes first is counted against the change.
    function increaseAllowance(address spender, uint256 added) public returns (bool) {
        allowed[msg.sender][spender] = allowed[msg.sender][spender] + added;
        return true;
    }

    function decreaseAllowance(address spender, uint256 taken) public returns (bool) {
        allowed[msg.sender][spender] = allowed[msg.sender][spender] - taken;
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public returns (bool) {
        require(value <= allowed[from][msg.sender]);
        allowed[from][msg.sender] -= value;
        balances[from] -= value;
        balances[to] += value;
        return true;
    }
}

contract Fixed {
    address payable owner;
    uint256 constant PRIZE = 1 ether;

    constructor() public {
        owner = msg.sender;
    }

    // Safe: a constant amount to a receiver nobody else can change.
    function pay() public {
        require(msg.sender == owner);
        owner.transfer(PRIZE);
    }
}

contract OwnBalance {
    mapping(address => uint) balances;

    function deposit() public payable {
        balances[msg.sender] += msg.value;
    }

    // Safe: only the caller's own transactions change the caller's entry.
    function refund() public {
        uint amount = balances[msg.sender];
        balances[msg.sender] = 0;
        msg.sender.transfer(amount);
    }

    function refundAll() public {
        msg.sender.transfer(balances[msg.sender]);
        balances[msg.sender] = 0;
    }
}

// A privileged account moving its own payout: the owner both sets and sends, so there is no one to race.
contract OwnerWithdraw {
    address payable owner;
    uint256 public prize;

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function transferOwnership(address payable next) public onlyOwner {
        owner = next;
    }

    function setPrize(uint256 p) public onlyOwner {
        prize = p;
    }

    // Safe: only the owner calls it.
    function withdraw() public onlyOwner {
        owner.transfer(address(this).balance);
    }

    // Any player claims an amount the owner can change first.
    function claim() public { // want "OwnerWithdraw.claim\\(\\) sends ether using prize, which a privileged account can change first"
        msg.sender.transfer(prize);
    }
}

// Safe from the race: the only spend of an allowance sits after a return, where no path reaches it, so a
// spender can take nothing first (the allowance is never spent at all, another flaw).
contract DeadSpend {
    mapping(address => mapping(address => uint256)) allowed;
    mapping(address => uint256) balances;

    function approve(address spender, uint256 value) public returns (bool) {
        allowed[msg.sender][spender] = value;
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public returns (bool) {
        require(value <= allowed[from][msg.sender]);
        return true;
        allowed[from][msg.sender] -= value;
    }
}
