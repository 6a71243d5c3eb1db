pragma solidity ^0.4.21;

/// Token payroll: the company's owner registers employees with a yearly salary in a stable token; each
/// employee claims monthly and may move its payroll to a new address.
contract ERC20Basic {
    function transfer(address to, uint256 value) public returns (bool);
    function balanceOf(address who) public view returns (uint256);
}

contract TokenPayroll {
    struct Employee {
        uint256 yearlySalary;
        uint256 lastClaim;
        bool exists;
    }

    address public owner;
    ERC20Basic public token;
    mapping(address => Employee) public employees;

    event EmployeeAdded(address indexed account, uint256 yearlySalary);
    event EmployeeMoved(address indexed from, address indexed to);
    event Claimed(address indexed account, uint256 amount);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function TokenPayroll(ERC20Basic _token) public {
        owner = msg.sender;
        token = _token;
    }

    function addEmployee(address account, uint256 yearlySalary) public onlyOwner {
        require(!employees[account].exists);
        employees[account] = Employee(yearlySalary, now, true);
        emit EmployeeAdded(account, yearlySalary);
    }

    function removeEmployee(address account) public onlyOwner {
        delete employees[account];
    }

    function changeAddress(address from, address to) public {
        require(employees[from].exists);
        require(!employees[to].exists);
        // <yes> <report> ACCESS_CONTROL
        employees[to] = employees[from];
        delete employees[from];
        emit EmployeeMoved(from, to);
    }

    function claim() public {
        Employee storage e = employees[msg.sender];
        require(e.exists);
        require(now >= e.lastClaim + 30 days);
        uint256 months = (now - e.lastClaim) / 30 days;
        uint256 amount = e.yearlySalary * months / 12;
        e.lastClaim += months * 30 days;
        require(token.transfer(msg.sender, amount));
        emit Claimed(msg.sender, amount);
    }
}
