pragma solidity ^0.5.17;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub underflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div by zero");
        return a / b;
    }
}

/// Ether payroll with pull withdrawals: salaries accrue per second while employed; each employee withdraws
/// its own accrual, so one employee's failing wallet never blocks the others.
contract AccruingPayroll {
    using SafeMath for uint256;

    struct Employee {
        uint256 salaryPerSecond;
        uint256 accruedUntil;
        uint256 owed;
        bool active;
    }

    address public employer;
    mapping(address => Employee) public employees;

    event Hired(address indexed who, uint256 salaryPerSecond);
    event Fired(address indexed who, uint256 owed);
    event Withdrawn(address indexed who, uint256 amount);

    modifier onlyEmployer() {
        require(msg.sender == employer, "employer");
        _;
    }

    constructor() public {
        employer = msg.sender;
    }

    function() external payable {}

    function hire(address who, uint256 salaryPerSecond) external onlyEmployer {
        require(who != address(0), "zero");
        require(!employees[who].active, "employed");
        _accrue(who);
        employees[who].salaryPerSecond = salaryPerSecond;
        employees[who].accruedUntil = now;
        employees[who].active = true;
        emit Hired(who, salaryPerSecond);
    }

    function fire(address who) external onlyEmployer {
        require(employees[who].active, "not employed");
        _accrue(who);
        employees[who].active = false;
        emit Fired(who, employees[who].owed);
    }

    function _accrue(address who) internal {
        Employee storage e = employees[who];
        if (e.active) {
            e.owed = e.owed.add(now.sub(e.accruedUntil).mul(e.salaryPerSecond));
            e.accruedUntil = now;
        }
    }

    function withdraw(uint256 amount) external {
        _accrue(msg.sender);
        Employee storage e = employees[msg.sender];
        require(amount > 0 && amount <= e.owed, "amount");
        require(amount <= address(this).balance, "treasury short");
        e.owed = e.owed.sub(amount);
        msg.sender.transfer(amount);
        emit Withdrawn(msg.sender, amount);
    }
}
