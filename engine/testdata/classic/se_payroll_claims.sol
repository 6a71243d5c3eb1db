// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Payroll in a stablecoin where each employee claims accrued salary; the employer manages the roster
/// and funds the contract. No loop over employees.
contract ClaimPayroll {
    struct Employee {
        uint128 salaryPerSecond;
        uint64 lastClaim;
        bool active;
    }

    IERC20 public immutable usdc;
    address public employer;
    mapping(address => Employee) public employees;

    event Hired(address indexed who, uint256 salaryPerSecond);
    event Claimed(address indexed who, uint256 amount);

    constructor(IERC20 _usdc) {
        usdc = _usdc;
        employer = msg.sender;
    }

    modifier onlyEmployer() {
        require(msg.sender == employer, "employer");
        _;
    }

    function hire(address who, uint128 salaryPerSecond) external onlyEmployer {
        require(!employees[who].active, "hired");
        employees[who] = Employee(salaryPerSecond, uint64(block.timestamp), true);
        emit Hired(who, salaryPerSecond);
    }

    function fire(address who) external onlyEmployer {
        Employee storage e = employees[who];
        require(e.active, "not hired");
        uint256 owed = _accrued(e);
        e.active = false;
        e.lastClaim = uint64(block.timestamp);
        if (owed > 0) require(usdc.transfer(who, owed), "final pay");
    }

    function fund(uint256 amount) external {
        require(usdc.transferFrom(msg.sender, address(this), amount), "fund");
    }

    function _accrued(Employee storage e) private view returns (uint256) {
        return (block.timestamp - e.lastClaim) * e.salaryPerSecond;
    }

    function claim() external {
        Employee storage e = employees[msg.sender];
        require(e.active, "not hired");
        uint256 owed = _accrued(e);
        e.lastClaim = uint64(block.timestamp);
        require(usdc.transfer(msg.sender, owed), "transfer");
        emit Claimed(msg.sender, owed);
    }
}
