// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IPriceOracle {
    function priceOf(address asset) external view returns (uint256);
}

contract IsolatedMarket {
    IERC20 public immutable collateralAsset;
    IERC20 public immutable loanAsset;
    IPriceOracle public immutable oracle;
    uint256 public constant LIQUIDATION_THRESHOLD = 8000;
    uint256 public constant BONUS = 10500;

    struct Position {
        uint256 collateral;
        uint256 borrowed;
    }

    mapping(address => Position) public positions;

    constructor(IERC20 c, IERC20 l, IPriceOracle o) {
        collateralAsset = c;
        loanAsset = l;
        oracle = o;
    }

    function isHealthy(address account) public view returns (bool) {
        Position memory p = positions[account];
        uint256 value = p.collateral * oracle.priceOf(address(collateralAsset)) / 1e18;
        return p.borrowed * 10000 <= value * LIQUIDATION_THRESHOLD;
    }

    function supplyCollateral(uint256 amount) external {
        require(collateralAsset.transferFrom(msg.sender, address(this), amount));
        positions[msg.sender].collateral += amount;
    }

    function borrow(uint256 amount) external {
        positions[msg.sender].borrowed += amount;
        require(isHealthy(msg.sender), "unhealthy");
        require(loanAsset.transfer(msg.sender, amount));
    }

    function liquidate(address account, uint256 repayAmount) external {
        // the health check is computed but its result is never enforced
        // <yes> <report> OTHER
        isHealthy(account);
        Position storage p = positions[account];
        require(repayAmount <= p.borrowed, "too much");
        uint256 seize = repayAmount * BONUS / 10000 * 1e18 / oracle.priceOf(address(collateralAsset));
        p.borrowed -= repayAmount;
        p.collateral -= seize;
        require(loanAsset.transferFrom(msg.sender, address(this), repayAmount));
        require(collateralAsset.transfer(msg.sender, seize));
    }
}
