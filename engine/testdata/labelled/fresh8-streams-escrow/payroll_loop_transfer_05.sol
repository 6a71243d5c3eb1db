pragma solidity ^0.5.17;

/// Company payroll of 2019: the owner funds the contract and anyone may trigger payday once a month,
/// which pays every employee's salary in one transaction.
contract Payroll {
    address public owner;
    address payable[] public employees;
    mapping(address => uint256) public salaries;
    uint256 public lastPayday;

    constructor() public {
        owner = msg.sender;
        lastPayday = now;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function () external payable {}

    function addEmployee(address payable employee, uint256 salary) external onlyOwner {
        require(salaries[employee] == 0, "exists");
        employees.push(employee);
        salaries[employee] = salary;
    }

    function payday() external {
        require(now >= lastPayday + 30 days, "too early");
        lastPayday = now;
        for (uint256 i = 0; i < employees.length; i++) {
            // <yes> <report> DENIAL_OF_SERVICE
            employees[i].transfer(salaries[employees[i]]);
        }
    }
}
