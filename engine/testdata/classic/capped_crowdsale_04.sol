pragma solidity ^0.4.24;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) {
            return 0;
        }
        uint256 c = a * b;
        require(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0);
        return a / b;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a);
        return a - b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a);
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

contract ERC20 {
    function balanceOf(address who) public view returns (uint256);
    function transfer(address to, uint256 value) public returns (bool);
}

/// OpenZeppelin 1.12's RefundVault: holds the sale's ether until it closes (to the wallet) or refunds (to
/// each investor, by withdrawal).
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

/// A capped, timed, refundable crowdsale: tokens are bought at a fixed rate within the opening hours, up to a
/// hard cap; once closed, reaching the goal releases the funds to the wallet, missing it lets investors refund.
contract CappedRefundableCrowdsale is Ownable {
    using SafeMath for uint256;

    ERC20 public token;
    address public wallet;
    uint256 public rate;
    uint256 public weiRaised;
    uint256 public cap;
    uint256 public goal;
    uint256 public openingTime;
    uint256 public closingTime;
    bool public isFinalized = false;
    RefundVault public vault;

    uint256 public constant MIN_CONTRIBUTION = 0.1 ether;
    mapping(address => uint256) public contributions;
    uint256 public individualCap;

    event TokenPurchase(address indexed purchaser, address indexed beneficiary, uint256 value, uint256 amount);
    event Finalized();

    modifier onlyWhileOpen {
        require(block.timestamp >= openingTime && block.timestamp <= closingTime);
        _;
    }

    constructor(
        uint256 _rate,
        address _wallet,
        ERC20 _token,
        uint256 _cap,
        uint256 _goal,
        uint256 _individualCap,
        uint256 _openingTime,
        uint256 _closingTime
    ) public {
        require(_rate > 0);
        require(_wallet != address(0));
        require(_token != address(0));
        require(_cap > 0 && _goal <= _cap);
        require(_openingTime >= block.timestamp);
        require(_closingTime >= _openingTime);

        rate = _rate;
        wallet = _wallet;
        token = _token;
        cap = _cap;
        goal = _goal;
        individualCap = _individualCap;
        openingTime = _openingTime;
        closingTime = _closingTime;
        vault = new RefundVault(wallet);
    }

    function () external payable {
        buyTokens(msg.sender);
    }

    function buyTokens(address _beneficiary) public payable onlyWhileOpen {
        uint256 weiAmount = msg.value;
        require(_beneficiary != address(0));
        require(weiAmount >= MIN_CONTRIBUTION);
        require(weiRaised.add(weiAmount) <= cap);
        require(contributions[_beneficiary].add(weiAmount) <= individualCap);

        uint256 tokens = weiAmount.mul(rate);

        weiRaised = weiRaised.add(weiAmount);
        contributions[_beneficiary] = contributions[_beneficiary].add(weiAmount);

        require(token.transfer(_beneficiary, tokens));
        emit TokenPurchase(msg.sender, _beneficiary, weiAmount, tokens);

        vault.deposit.value(msg.value)(msg.sender);
    }

    function capReached() public view returns (bool) {
        return weiRaised >= cap;
    }

    function goalReached() public view returns (bool) {
        return weiRaised >= goal;
    }

    function hasClosed() public view returns (bool) {
        return block.timestamp > closingTime;
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
        // Unsold tokens go back to the wallet.
        require(token.transfer(wallet, token.balanceOf(address(this))));

        emit Finalized();
        isFinalized = true;
    }
}

// Safe, widely used code (or written in its style): held to no finding above low. Each medium-or-above
// expectation in this file marked FALSE ALARM is a known false alarm, kept so that fixing it shows here.
