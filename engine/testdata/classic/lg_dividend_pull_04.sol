pragma solidity ^0.4.24;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
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

// A 2018 dividend share register: dividends accrue per share in a magnified accumulator, and each holder pulls
// what it is owed; no loop over holders, no push payments.
contract DividendShares {
    using SafeMath for uint256;

    uint256 constant MAGNITUDE = 2**64;

    address public owner;
    uint256 public sharePrice = 0.05 ether;
    uint256 public totalShares;
    uint256 public dividendsPerShare;

    mapping(address => uint256) public shares;
    mapping(address => uint256) public credited;
    mapping(address => uint256) public owed;

    event SharesBought(address indexed holder, uint256 amount);
    event DividendsDeposited(uint256 amount);
    event DividendsWithdrawn(address indexed holder, uint256 amount);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    constructor() public {
        owner = msg.sender;
    }

    function updateAccount(address holder) internal {
        uint256 accrued = shares[holder].mul(dividendsPerShare.sub(credited[holder])) / MAGNITUDE;
        owed[holder] = owed[holder].add(accrued);
        credited[holder] = dividendsPerShare;
    }

    function buyShares() public payable {
        require(msg.value >= sharePrice);
        updateAccount(msg.sender);
        uint256 amount = msg.value.div(sharePrice);
        shares[msg.sender] = shares[msg.sender].add(amount);
        totalShares = totalShares.add(amount);
        emit SharesBought(msg.sender, amount);
    }

    function depositDividends() public payable onlyOwner {
        require(msg.value > 0 && totalShares > 0);
        dividendsPerShare = dividendsPerShare.add(msg.value.mul(MAGNITUDE) / totalShares);
        emit DividendsDeposited(msg.value);
    }

    function withdrawDividends() public {
        updateAccount(msg.sender);
        uint256 amount = owed[msg.sender];
        require(amount > 0);
        owed[msg.sender] = 0;
        msg.sender.transfer(amount);
        emit DividendsWithdrawn(msg.sender, amount);
    }

    function dividendsOf(address holder) public view returns (uint256) {
        return owed[holder].add(shares[holder].mul(dividendsPerShare.sub(credited[holder])) / MAGNITUDE);
    }
}
