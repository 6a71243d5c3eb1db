// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Streaming allowances for DAO working groups. Each group's rate and usage are packed in one slot.
contract WorkingGroupAllowances {
    struct Allowance {
        uint128 ratePerSecond;
        uint64 lastAccrual;
        uint64 unused;
        uint256 accrued;
    }

    address public immutable dao;
    IERC20 public immutable token;
    mapping(address => Allowance) public allowanceOf;

    event RateSet(address indexed group, uint256 ratePerSecond);
    event Drawn(address indexed group, address indexed to, uint256 amount);

    constructor(address _dao, IERC20 _token) {
        dao = _dao;
        token = _token;
    }

    function _accrue(Allowance storage a) internal {
        if (a.lastAccrual != 0) {
            a.accrued += uint256(a.ratePerSecond) * (block.timestamp - a.lastAccrual);
        }
        a.lastAccrual = uint64(block.timestamp);
    }

    function setRate(address group, uint256 ratePerSecond) external {
        require(msg.sender == dao, "allowances: dao only");
        Allowance storage a = allowanceOf[group];
        _accrue(a);
        // <yes> <report> ARITHMETIC
        a.ratePerSecond = uint128(ratePerSecond);
        emit RateSet(group, ratePerSecond);
    }

    function draw(address to, uint256 amount) external {
        Allowance storage a = allowanceOf[msg.sender];
        _accrue(a);
        require(amount <= a.accrued, "allowances: exceeds accrued");
        a.accrued -= amount;
        require(token.transfer(to, amount), "allowances: transfer failed");
        emit Drawn(msg.sender, to, amount);
    }
}
