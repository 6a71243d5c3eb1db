// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Per-second salary streams from a company's deposit: the employer tops up, each employee's salary
/// accrues every second and is withdrawn at will. Storage is packed into one slot per stream.
contract SalaryStreams {
    struct Stream {
        uint128 ratePerSecond;
        uint64 lastUpdate;
        uint64 employer; // index into employers
    }

    IERC20 public immutable token;
    address[] public employers;
    mapping(address => uint256) public employerIndex;
    mapping(uint256 => uint256) public employerBalance;
    mapping(address => Stream) public streams;
    mapping(address => uint256) public accrued;

    event Deposited(address indexed employer, uint256 amount);
    event StreamOpened(address indexed employer, address indexed employee, uint128 rate);
    event Withdrawn(address indexed employee, uint256 amount);

    constructor(IERC20 _token) {
        token = _token;
        employers.push(address(0));
    }

    function registerEmployer() external {
        require(employerIndex[msg.sender] == 0, "registered");
        employerIndex[msg.sender] = employers.length;
        employers.push(msg.sender);
    }

    function deposit(uint256 amount) external {
        uint256 idx = employerIndex[msg.sender];
        require(idx != 0, "not employer");
        // <yes> <report> ARITHMETIC
        uint128 pulled = uint128(amount);
        require(token.transferFrom(msg.sender, address(this), pulled), "transferFrom");
        employerBalance[idx] += amount;
        emit Deposited(msg.sender, amount);
    }

    function open(address employee, uint128 ratePerSecond) external {
        uint256 idx = employerIndex[msg.sender];
        require(idx != 0, "not employer");
        require(streams[employee].ratePerSecond == 0, "exists");
        streams[employee] = Stream(ratePerSecond, uint64(block.timestamp), uint64(idx));
        emit StreamOpened(msg.sender, employee, ratePerSecond);
    }

    function _settle(address employee) internal {
        Stream storage s = streams[employee];
        uint256 owed = uint256(s.ratePerSecond) * (block.timestamp - s.lastUpdate);
        uint256 available = employerBalance[s.employer];
        if (owed > available) owed = available;
        employerBalance[s.employer] = available - owed;
        accrued[employee] += owed;
        s.lastUpdate = uint64(block.timestamp);
    }

    function withdraw() external {
        require(streams[msg.sender].ratePerSecond != 0, "no stream");
        _settle(msg.sender);
        uint256 amount = accrued[msg.sender];
        accrued[msg.sender] = 0;
        require(token.transfer(msg.sender, amount), "transfer");
        emit Withdrawn(msg.sender, amount);
    }
}
