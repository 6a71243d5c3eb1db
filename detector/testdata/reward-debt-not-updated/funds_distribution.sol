// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

// Funds-distribution tokens (ERC-2222): funds owed = (pointsPerShare * balance + correction) / MAGNITUDE, with a
// signed per-account correction moved whenever a balance changes.
contract FDTNoCorrection {
    uint256 internal constant MAGNITUDE = 2 ** 128;
    uint256 public pointsPerShare;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => int256) public pointsCorrection;
    mapping(address => uint256) public withdrawn;

    function mint(address to, uint256 amount) internal {
        totalSupply += amount;
        balanceOf[to] += amount;
        pointsCorrection[to] -= int256(pointsPerShare * amount);
    }

    function distribute() external payable {
        pointsPerShare += (msg.value * MAGNITUDE) / totalSupply;
    }

    function accumulativeFundsOf(address holder) public view returns (uint256) {
        return uint256(int256(pointsPerShare * balanceOf[holder]) + pointsCorrection[holder]) / MAGNITUDE;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount; // want "FDTNoCorrection.transfer\\(\\) raises balanceOf\\[to\\] but leaves the snapshot it is paid against as it was"
        return true;
    }
}

// Safe: the transfer moves both corrections.
contract FDTCorrected {
    uint256 internal constant MAGNITUDE = 2 ** 128;
    uint256 public pointsPerShare;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => int256) public pointsCorrection;

    function distribute() external payable {
        pointsPerShare += (msg.value * MAGNITUDE) / totalSupply;
    }

    function accumulativeFundsOf(address holder) public view returns (uint256) {
        return uint256(int256(pointsPerShare * balanceOf[holder]) + pointsCorrection[holder]) / MAGNITUDE;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        int256 correction = int256(pointsPerShare * amount);
        pointsCorrection[msg.sender] += correction;
        pointsCorrection[to] -= correction;
        return true;
    }
}

// Safe: an unsigned amount added to a product is a balance owed, not a correction.
contract RateTimesBalance {
    uint256 public rate;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public bonus;

    function setBonus(address a) external {
        bonus[a] = rate * 2;
    }

    function valueOf(address a) external view returns (uint256) {
        return rate * balanceOf[a] + bonus[a];
    }

    function deposit() external payable {
        balanceOf[msg.sender] += msg.value;
    }
}
