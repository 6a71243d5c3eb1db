// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Funds-distribution token (ERC-2222) for a tokenised loan pool: interest paid into the pool is distributed pro
/// rata, tracked with a magnified per-share accumulator and a per-holder correction.
contract FundsDistributionToken {
    uint256 internal constant MAGNITUDE = 2 ** 128;

    IERC20 public immutable fundsToken;
    address public poolDelegate;
    uint256 public totalSupply;
    uint256 public pointsPerShare;
    mapping(address => uint256) public balanceOf;
    mapping(address => int256) public pointsCorrection;
    mapping(address => uint256) public withdrawnFunds;

    event FundsDistributed(address indexed by, uint256 amount);
    event FundsWithdrawn(address indexed by, uint256 amount);
    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(IERC20 _funds) {
        fundsToken = _funds;
        poolDelegate = msg.sender;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == poolDelegate, "delegate only");
        totalSupply += amount;
        balanceOf[to] += amount;
        pointsCorrection[to] -= int256(pointsPerShare * amount);
        emit Transfer(address(0), to, amount);
    }

    function distributeFunds(uint256 amount) external {
        require(totalSupply > 0, "no supply");
        require(fundsToken.transferFrom(msg.sender, address(this), amount), "transfer failed");
        pointsPerShare += (amount * MAGNITUDE) / totalSupply;
        emit FundsDistributed(msg.sender, amount);
    }

    function accumulativeFundsOf(address holder) public view returns (uint256) {
        return uint256(int256(pointsPerShare * balanceOf[holder]) + pointsCorrection[holder]) / MAGNITUDE;
    }

    function withdrawableFundsOf(address holder) public view returns (uint256) {
        return accumulativeFundsOf(holder) - withdrawnFunds[holder];
    }

    function withdrawFunds() external {
        uint256 amount = withdrawableFundsOf(msg.sender);
        withdrawnFunds[msg.sender] += amount;
        require(fundsToken.transfer(msg.sender, amount), "transfer failed");
        emit FundsWithdrawn(msg.sender, amount);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        // <yes> <report> OTHER
        balanceOf[to] += amount;
        emit Transfer(msg.sender, to, amount);
        return true;
    }
}
