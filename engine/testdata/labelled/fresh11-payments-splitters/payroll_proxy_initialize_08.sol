// SPDX-License-Identifier: MIT
pragma solidity ^0.8.22;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// Payroll vault behind an upgradeable proxy: the admin sets each contributor's monthly pay in a stablecoin
/// and an off-chain runner executes the monthly batch.
contract PayrollVault {
    IERC20 public token;
    address public admin;
    address public runner;
    bool private initialized;

    address[] public contributors;
    mapping(address => uint256) public monthlyPay;
    mapping(address => uint256) public lastPaidMonth;

    event Initialized(address admin, address token);
    event PayChanged(address indexed who, uint256 amount);
    event Paid(address indexed who, uint256 month, uint256 amount);

    modifier onlyAdmin() {
        require(msg.sender == admin, "admin");
        _;
    }

    function initialize(IERC20 _token, address _admin, address _runner) external {
        require(!initialized, "initialized");
        token = _token;
        // <yes> <report> ACCESS_CONTROL
        admin = _admin;
        runner = _runner;
        emit Initialized(_admin, address(_token));
    }

    function setPay(address who, uint256 amount) external onlyAdmin {
        if (monthlyPay[who] == 0 && amount > 0) {
            require(contributors.length < 200, "too many");
            contributors.push(who);
        }
        monthlyPay[who] = amount;
        emit PayChanged(who, amount);
    }

    function runPayroll(uint256 start, uint256 end) external {
        require(msg.sender == runner || msg.sender == admin, "runner");
        require(end <= contributors.length && start < end, "range");
        uint256 month = block.timestamp / 30 days;
        for (uint256 i = start; i < end; i++) {
            address who = contributors[i];
            uint256 amount = monthlyPay[who];
            if (amount == 0 || lastPaidMonth[who] == month) continue;
            lastPaidMonth[who] = month;
            require(token.transfer(who, amount), "transfer");
            emit Paid(who, month, amount);
        }
    }

    function sweep(address to) external onlyAdmin {
        require(token.transfer(to, token.balanceOf(address(this))), "sweep");
    }
}
