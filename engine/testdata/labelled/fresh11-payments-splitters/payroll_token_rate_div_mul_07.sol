// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function decimals() external view returns (uint8);
}

interface IPriceFeed {
    /// USD price of one whole token, 8 decimals.
    function latestAnswer() external view returns (int256);
}

/// Multi-currency payroll: salaries are fixed in USD (6 decimals) and each employee picks the token it is
/// paid in; the amount is converted at the feed's price on claim day.
contract MultiTokenPayroll {
    struct Employee {
        uint256 usdPerPeriod; // 6 decimals
        address payToken;
        uint256 lastPaid;
        bool active;
    }

    address public admin;
    uint256 public constant PERIOD = 14 days;
    mapping(address => Employee) public employees;
    mapping(address => IPriceFeed) public feeds;

    event Paid(address indexed employee, address token, uint256 amount);

    modifier onlyAdmin() {
        require(msg.sender == admin, "admin");
        _;
    }

    constructor() {
        admin = msg.sender;
    }

    function setFeed(address token, IPriceFeed feed) external onlyAdmin {
        feeds[token] = feed;
    }

    function hire(address who, uint256 usdPerPeriod, address payToken) external onlyAdmin {
        require(address(feeds[payToken]) != address(0), "no feed");
        employees[who] = Employee(usdPerPeriod, payToken, block.timestamp, true);
    }

    function fire(address who) external onlyAdmin {
        employees[who].active = false;
    }

    function tokenAmount(address token, uint256 usd6) public view returns (uint256) {
        int256 price = feeds[token].latestAnswer();
        require(price > 0, "bad price");
        uint256 unit = 10 ** uint256(IERC20(token).decimals());
        // <yes> <report> ARITHMETIC
        return usd6 / uint256(price) * 1e2 * unit;
    }

    function claim() external {
        Employee storage e = employees[msg.sender];
        require(e.active, "inactive");
        uint256 periods = (block.timestamp - e.lastPaid) / PERIOD;
        require(periods > 0, "not due");
        e.lastPaid += periods * PERIOD;
        uint256 amount = tokenAmount(e.payToken, e.usdPerPeriod * periods);
        require(IERC20(e.payToken).transfer(msg.sender, amount), "transfer");
        emit Paid(msg.sender, e.payToken, amount);
    }
}
