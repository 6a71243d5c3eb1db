pragma solidity ^0.4.24;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256 c) {
        if (a == 0) {
            return 0;
        }
        c = a * b;
        assert(c / a == b);
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        assert(b <= a);
        return a - b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256 c) {
        c = a + b;
        assert(c >= a);
        return c;
    }
}

contract Ownable {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0));
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}

/// RefundVault and RefundableCrowdsale of 2018 (OpenZeppelin 1.x shape): deposits held by the vault
/// until the goal is known, refunds pulled by each investor with the deposit cleared first.
contract RefundVault is Ownable {
    using SafeMath for uint256;

    enum State { Active, Refunding, Closed }

    mapping(address => uint256) public deposited;
    address public wallet;
    State public state;

    event Closed();
    event RefundsEnabled();
    event Refunded(address indexed beneficiary, uint256 weiAmount);

    constructor(address _wallet) public {
        require(_wallet != address(0));
        wallet = _wallet;
        state = State.Active;
    }

    function deposit(address investor) public onlyOwner payable {
        require(state == State.Active);
        deposited[investor] = deposited[investor].add(msg.value);
    }

    function close() public onlyOwner {
        require(state == State.Active);
        state = State.Closed;
        emit Closed();
        wallet.transfer(address(this).balance);
    }

    function enableRefunds() public onlyOwner {
        require(state == State.Active);
        state = State.Refunding;
        emit RefundsEnabled();
    }

    function refund(address investor) public {
        require(state == State.Refunding);
        uint256 depositedValue = deposited[investor];
        deposited[investor] = 0;
        investor.transfer(depositedValue);
        emit Refunded(investor, depositedValue);
    }
}

contract RefundableCrowdsale is Ownable {
    using SafeMath for uint256;

    RefundVault public vault;
    uint256 public goal;
    uint256 public rate;
    uint256 public openingTime;
    uint256 public closingTime;
    uint256 public weiRaised;
    bool public isFinalized;
    mapping(address => uint256) public tokenBalance;

    event TokenPurchase(address indexed purchaser, uint256 value, uint256 amount);
    event Finalized();

    constructor(uint256 _goal, uint256 _rate, uint256 _openingTime, uint256 _closingTime, address _wallet) public {
        require(_goal > 0 && _rate > 0);
        require(_closingTime > _openingTime);
        goal = _goal;
        rate = _rate;
        openingTime = _openingTime;
        closingTime = _closingTime;
        vault = new RefundVault(_wallet);
    }

    function buyTokens() public payable {
        require(block.timestamp >= openingTime && block.timestamp <= closingTime);
        require(msg.value != 0);
        uint256 tokens = msg.value.mul(rate);
        weiRaised = weiRaised.add(msg.value);
        tokenBalance[msg.sender] = tokenBalance[msg.sender].add(tokens);
        emit TokenPurchase(msg.sender, msg.value, tokens);
        vault.deposit.value(msg.value)(msg.sender);
    }

    function goalReached() public view returns (bool) {
        return weiRaised >= goal;
    }

    function finalize() public onlyOwner {
        require(!isFinalized);
        require(block.timestamp > closingTime);
        if (goalReached()) {
            vault.close();
        } else {
            vault.enableRefunds();
        }
        isFinalized = true;
        emit Finalized();
    }

    function claimRefund() public {
        require(isFinalized);
        require(!goalReached());
        vault.refund(msg.sender);
    }
}
