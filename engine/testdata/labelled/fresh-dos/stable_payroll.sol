// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract StablePayroll {
    IERC20 public immutable usdc;
    address public admin;
    address[] public employees;
    mapping(address => uint256) public salary;

    constructor(IERC20 _usdc) {
        usdc = _usdc;
        admin = msg.sender;
    }

    function hire(address who, uint256 monthly) external {
        require(msg.sender == admin, "admin");
        employees.push(who);
        salary[who] = monthly;
    }

    function payAll() external {
        require(msg.sender == admin, "admin");
        for (uint256 i = 0; i < employees.length; i++) {
            // <yes> <report> DENIAL_OF_SERVICE
            require(usdc.transfer(employees[i], salary[employees[i]]), "transfer failed");
        }
    }
}
