pragma solidity ^0.5.17;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Borrow ETH against a token at a rate the owner posts. Withdrawals of ETH go through a pull ledger; every
/// ledger write happens before the value leaves.
contract EthPawnshop {
    using SafeMath for uint256;

    IERC20 public token;
    address public owner;
    uint256 public weiPerToken;
    uint256 public ltvPercent = 50;

    mapping(address => uint256) public pledged;
    mapping(address => uint256) public ethDebt;
    mapping(address => uint256) public pendingWithdrawals;

    event Pledged(address indexed who, uint256 amount);
    event Borrowed(address indexed who, uint256 amount);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(IERC20 _token, uint256 _weiPerToken) public {
        token = _token;
        owner = msg.sender;
        weiPerToken = _weiPerToken;
    }

    function() external payable {}

    function setRate(uint256 _weiPerToken) external onlyOwner {
        weiPerToken = _weiPerToken;
    }

    function setLtv(uint256 percent) external onlyOwner {
        require(percent <= 80, "ltv");
        ltvPercent = percent;
    }

    function limitOf(address who) public view returns (uint256) {
        return pledged[who].mul(weiPerToken).mul(ltvPercent).div(100).div(1e18);
    }

    function pledge(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "pledge");
        pledged[msg.sender] = pledged[msg.sender].add(amount);
        emit Pledged(msg.sender, amount);
    }

    function borrow(uint256 amount) external {
        uint256 newDebt = ethDebt[msg.sender].add(amount);
        require(newDebt <= limitOf(msg.sender), "limit");
        ethDebt[msg.sender] = newDebt;
        pendingWithdrawals[msg.sender] = pendingWithdrawals[msg.sender].add(amount);
        emit Borrowed(msg.sender, amount);
    }

    function withdraw() external {
        uint256 amount = pendingWithdrawals[msg.sender];
        pendingWithdrawals[msg.sender] = 0;
        msg.sender.transfer(amount);
    }

    function repay() external payable {
        ethDebt[msg.sender] = ethDebt[msg.sender].sub(msg.value);
    }

    function unpledge(uint256 amount) external {
        pledged[msg.sender] = pledged[msg.sender].sub(amount);
        require(ethDebt[msg.sender] <= limitOf(msg.sender), "limit");
        require(token.transfer(msg.sender, amount), "unpledge");
    }
}
