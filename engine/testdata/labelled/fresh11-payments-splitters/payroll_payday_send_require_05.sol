pragma solidity ^0.5.16;

/// A small DAO's payroll: the treasurer funds the contract and anyone may trigger payday once a month;
/// every employee on the roll gets the monthly salary in ether.
contract MonthlyPayroll {
    struct Employee {
        address payable account;
        uint256 monthlySalary;
    }

    address public treasurer;
    Employee[] public employees;
    mapping(address => bool) public onPayroll;
    uint256 public lastPayday;
    uint256 public constant PAY_PERIOD = 30 days;

    event Hired(address indexed account, uint256 salary);
    event PaydayDone(uint256 total);

    modifier onlyTreasurer() {
        require(msg.sender == treasurer, "treasurer");
        _;
    }

    constructor() public {
        treasurer = msg.sender;
        lastPayday = now;
    }

    function() external payable {}

    function hire(address payable account, uint256 salary) external onlyTreasurer {
        require(!onPayroll[account], "already");
        require(employees.length < 50, "roll full");
        onPayroll[account] = true;
        employees.push(Employee(account, salary));
        emit Hired(account, salary);
    }

    function payday() external {
        require(now >= lastPayday + PAY_PERIOD, "too early");
        lastPayday = now;
        uint256 total;
        for (uint256 i = 0; i < employees.length; i++) {
            Employee storage e = employees[i];
            total += e.monthlySalary;
            // <yes> <report> DENIAL_OF_SERVICE
            require(e.account.send(e.monthlySalary), "salary transfer failed");
        }
        emit PaydayDone(total);
    }
}
