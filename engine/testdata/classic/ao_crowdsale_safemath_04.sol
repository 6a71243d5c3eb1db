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

/// Capped, timed crowdsale of 2018 (OpenZeppelin 1.x shape): SafeMath everywhere, a constructor keyword,
/// refunds pulled by each contributor after a failed sale, and funds forwarded to the wallet only on success.
contract CappedTimedCrowdsale {
    using SafeMath for uint256;

    address public owner;
    address public wallet;
    uint256 public rate;
    uint256 public cap;
    uint256 public goal;
    uint256 public openingTime;
    uint256 public closingTime;
    uint256 public weiRaised;
    bool public isFinalized;

    mapping(address => uint256) public balances;
    mapping(address => uint256) public deposited;

    event TokenPurchase(address indexed purchaser, uint256 value, uint256 amount);
    event Refunded(address indexed beneficiary, uint256 weiAmount);
    event Finalized();

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    constructor(uint256 _rate, address _wallet, uint256 _cap, uint256 _goal, uint256 _open, uint256 _close) public {
        require(_rate > 0 && _wallet != address(0) && _goal <= _cap);
        require(_open >= block.timestamp && _close > _open);
        owner = msg.sender;
        rate = _rate;
        wallet = _wallet;
        cap = _cap;
        goal = _goal;
        openingTime = _open;
        closingTime = _close;
    }

    function () external payable {
        buyTokens();
    }

    function buyTokens() public payable {
        require(block.timestamp >= openingTime && block.timestamp <= closingTime);
        require(msg.value != 0);
        uint256 raised = weiRaised.add(msg.value);
        require(raised <= cap);
        uint256 tokens = msg.value.mul(rate);
        weiRaised = raised;
        balances[msg.sender] = balances[msg.sender].add(tokens);
        deposited[msg.sender] = deposited[msg.sender].add(msg.value);
        emit TokenPurchase(msg.sender, msg.value, tokens);
    }

    function finalize() public onlyOwner {
        require(!isFinalized);
        require(block.timestamp > closingTime || weiRaised == cap);
        isFinalized = true;
        emit Finalized();
        if (weiRaised >= goal) {
            wallet.transfer(address(this).balance);
        }
    }

    function claimRefund() public {
        require(isFinalized && weiRaised < goal);
        uint256 amount = deposited[msg.sender];
        require(amount > 0);
        deposited[msg.sender] = 0;
        balances[msg.sender] = 0;
        msg.sender.transfer(amount);
        emit Refunded(msg.sender, amount);
    }
}
