pragma solidity ^0.4.24;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        assert(c / a == b);
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        assert(b <= a);
        return a - b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        assert(c >= a);
        return c;
    }
}

contract Owned {
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0));
        owner = newOwner;
    }
}

/// Monthly ether payroll run by a DAO's operations multisig. Contributors give the address to be paid at, which
/// may be a contract.
contract DAOPayroll is Owned {
    using SafeMath for uint256;

    struct Employee {
        address account;
        uint256 monthlySalary;
        uint256 lastPayday;
    }

    Employee[] public employees;
    mapping(address => uint256) public employeeIndex;
    uint256 public totalMonthly;

    event Paid(address indexed account, uint256 amount);

    function() public payable {}

    function addEmployee(address account, uint256 monthlySalary) public onlyOwner {
        require(employeeIndex[account] == 0);
        employees.push(Employee(account, monthlySalary, now));
        employeeIndex[account] = employees.length;
        totalMonthly = totalMonthly.add(monthlySalary);
    }

    function setPayAddress(address newAccount) public {
        uint256 idx = employeeIndex[msg.sender];
        require(idx != 0);
        require(employeeIndex[newAccount] == 0);
        employees[idx - 1].account = newAccount;
        employeeIndex[newAccount] = idx;
        delete employeeIndex[msg.sender];
    }

    function payday() public onlyOwner {
        require(address(this).balance >= totalMonthly);
        for (uint256 i = 0; i < employees.length; i++) {
            Employee storage e = employees[i];
            if (now >= e.lastPayday + 30 days) {
                e.lastPayday = now;
                // <yes> <report> DENIAL_OF_SERVICE
                e.account.transfer(e.monthlySalary);
                emit Paid(e.account, e.monthlySalary);
            }
        }
    }

    function drain(address to) public onlyOwner {
        to.transfer(address(this).balance);
    }
}
