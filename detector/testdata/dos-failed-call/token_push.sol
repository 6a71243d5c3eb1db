pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract Payroll {
    IERC20 public immutable usdc;
    address public immutable owner;
    address[] public employees;
    mapping(address => uint256) public salary;

    constructor(IERC20 _usdc) {
        usdc = _usdc;
        owner = msg.sender;
    }

    function enroll(uint256 s) external {
        employees.push(msg.sender);
        salary[msg.sender] = s;
    }

    // A blocklisted employee makes the token revert, and nobody is paid.
    function payAll() external {
        require(msg.sender == owner);
        for (uint256 i = 0; i < employees.length; i++) {
            require(usdc.transfer(employees[i], salary[employees[i]]), "pay"); // want "Payroll.payAll\\(\\) transfers usdc to employees\\[i\\] inside a loop and reverts if it fails: a receiver the token refuses"
        }
    }

    // Safe: the caller's own list of receivers.
    function bonus(address[] calldata to, uint256 amount) external {
        require(msg.sender == owner);
        for (uint256 i = 0; i < to.length; i++) {
            require(usdc.transfer(to[i], amount), "bonus");
        }
    }

    // Safe: each employee pulls its own salary.
    function claim() external {
        uint256 s = salary[msg.sender];
        salary[msg.sender] = 0;
        require(usdc.transfer(msg.sender, s), "claim");
    }
}
