// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title Vault boost emissions
/// @notice The emission rate setter was meant for the keeper but checks nothing: anyone sets a huge rate,
/// accrues a few blocks and drains the pre-funded reward balance.
contract BoostEmissions {
    IERC20 public immutable vaultShares;
    IERC20 public immutable boostToken;
    address public keeper;

    uint256 public emissionPerSecond;
    uint256 public lastAccrual;
    uint256 public accPerShare;
    uint256 public totalDeposited;

    mapping(address => uint256) public deposited;
    mapping(address => uint256) public debt;

    constructor(IERC20 _shares, IERC20 _boost, address _keeper) {
        vaultShares = _shares;
        boostToken = _boost;
        keeper = _keeper;
        lastAccrual = block.timestamp;
    }

    function setEmission(uint256 perSecond) external {
        _accrue();
        // <yes> <report> ACCESS_CONTROL
        emissionPerSecond = perSecond;
    }

    function _accrue() internal {
        if (totalDeposited > 0) {
            accPerShare += ((block.timestamp - lastAccrual) * emissionPerSecond * 1e18) / totalDeposited;
        }
        lastAccrual = block.timestamp;
    }

    function _pending(address user) internal view returns (uint256) {
        return (deposited[user] * accPerShare) / 1e18 - debt[user];
    }

    function deposit(uint256 amount) external {
        _accrue();
        uint256 owed = _pending(msg.sender);
        require(vaultShares.transferFrom(msg.sender, address(this), amount), "transferFrom");
        deposited[msg.sender] += amount;
        totalDeposited += amount;
        debt[msg.sender] = (deposited[msg.sender] * accPerShare) / 1e18;
        if (owed > 0) require(boostToken.transfer(msg.sender, owed), "boost");
    }

    function withdraw(uint256 amount) external {
        _accrue();
        uint256 owed = _pending(msg.sender);
        deposited[msg.sender] -= amount;
        totalDeposited -= amount;
        debt[msg.sender] = (deposited[msg.sender] * accPerShare) / 1e18;
        require(vaultShares.transfer(msg.sender, amount), "transfer");
        if (owed > 0) require(boostToken.transfer(msg.sender, owed), "boost");
    }
}
