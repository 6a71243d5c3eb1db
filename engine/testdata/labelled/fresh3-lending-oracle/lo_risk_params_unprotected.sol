// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IOracle {
    function getPrice(address asset) external view returns (uint256);
}

abstract contract RiskAdmin {
    address public admin;
    mapping(address => bool) public riskManagers;

    constructor() {
        admin = msg.sender;
    }

    modifier onlyRiskManager() {
        require(riskManagers[msg.sender] || msg.sender == admin, "not risk manager");
        _;
    }

    function setRiskManager(address manager, bool enabled) external {
        // <yes> <report> ACCESS_CONTROL
        riskManagers[manager] = enabled;
    }
}

contract Comptroller is RiskAdmin {
    IOracle public oracle;
    mapping(address => uint256) public collateralFactorMantissa;
    mapping(address => mapping(address => uint256)) public accountCollateral;

    function setCollateralFactor(address market, uint256 factor) external onlyRiskManager {
        require(factor <= 0.9e18, "factor");
        collateralFactorMantissa[market] = factor;
    }

    function setPriceOracle(IOracle newOracle) external {
        // <yes> <report> ACCESS_CONTROL
        oracle = newOracle;
    }

    function liquidity(address account, address[] calldata markets) external view returns (uint256 total) {
        for (uint256 i = 0; i < markets.length; i++) {
            address m = markets[i];
            total += accountCollateral[account][m] * oracle.getPrice(m) / 1e18 * collateralFactorMantissa[m] / 1e18;
        }
    }
}
