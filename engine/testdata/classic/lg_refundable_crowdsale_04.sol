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

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        return a / b;
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

    function transferOwnership(address _newOwner) public onlyOwner {
        require(_newOwner != address(0));
        emit OwnershipTransferred(owner, _newOwner);
        owner = _newOwner;
    }
}

contract ERC20 {
    function totalSupply() public view returns (uint256);
    function balanceOf(address who) public view returns (uint256);
    function transfer(address to, uint256 value) public returns (bool);
}

// An escrow of the sale's ether: deposits are held per investor; after the sale the owner closes it (funds go to
// the wallet) or enables refunds, which investors pull one by one.
contract RefundVault is Ownable {
    using SafeMath for uint256;

    enum State { Active, Refunding, Closed }

    mapping (address => uint256) public deposited;
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

    function deposit(address investor) onlyOwner public payable {
        require(state == State.Active);
        deposited[investor] = deposited[investor].add(msg.value);
    }

    function close() onlyOwner public {
        require(state == State.Active);
        state = State.Closed;
        emit Closed();
        wallet.transfer(address(this).balance);
    }

    function enableRefunds() onlyOwner public {
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

// A 2018 capped, refundable crowdsale: the price product goes through SafeMath, the cap and the goal are checked
// before tokens are delivered, and the token transfer's result is required.
contract RefundableCrowdsale is Ownable {
    using SafeMath for uint256;

    ERC20 public token;
    uint256 public rate;
    uint256 public weiRaised;
    uint256 public cap;
    uint256 public goal;
    uint256 public openingTime;
    uint256 public closingTime;
    bool public isFinalized = false;
    RefundVault public vault;

    event TokenPurchase(address indexed purchaser, address indexed beneficiary, uint256 value, uint256 amount);
    event Finalized();

    modifier onlyWhileOpen {
        require(block.timestamp >= openingTime && block.timestamp <= closingTime);
        _;
    }

    constructor(uint256 _rate, address _wallet, ERC20 _token, uint256 _cap, uint256 _goal, uint256 _openingTime, uint256 _closingTime) public {
        require(_rate > 0);
        require(_wallet != address(0));
        require(_token != address(0));
        require(_cap > 0 && _goal <= _cap);
        require(_openingTime >= block.timestamp && _closingTime >= _openingTime);
        rate = _rate;
        token = _token;
        cap = _cap;
        goal = _goal;
        openingTime = _openingTime;
        closingTime = _closingTime;
        vault = new RefundVault(_wallet);
    }

    function () external payable {
        buyTokens(msg.sender);
    }

    function buyTokens(address _beneficiary) public payable onlyWhileOpen {
        uint256 weiAmount = msg.value;
        require(_beneficiary != address(0));
        require(weiAmount != 0);
        require(weiRaised.add(weiAmount) <= cap);

        uint256 tokens = weiAmount.mul(rate);
        weiRaised = weiRaised.add(weiAmount);

        require(token.transfer(_beneficiary, tokens));
        emit TokenPurchase(msg.sender, _beneficiary, weiAmount, tokens);

        vault.deposit.value(msg.value)(msg.sender);
    }

    function hasClosed() public view returns (bool) {
        return block.timestamp > closingTime;
    }

    function goalReached() public view returns (bool) {
        return weiRaised >= goal;
    }

    function capReached() public view returns (bool) {
        return weiRaised >= cap;
    }

    function claimRefund() public {
        require(isFinalized);
        require(!goalReached());
        vault.refund(msg.sender);
    }

    function finalize() onlyOwner public {
        require(!isFinalized);
        require(hasClosed() || capReached());
        if (goalReached()) {
            vault.close();
        } else {
            vault.enableRefunds();
        }
        emit Finalized();
        isFinalized = true;
    }
}
