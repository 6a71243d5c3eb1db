// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

interface IOracle {
    function price() external view returns (uint256);
}

// Safe: liquidate() is open by design; it moves the liquidated account's collateral record down from its own
// value, behind the solvency check, and the liquidator pays the debt.
contract Desk {
    IOracle public immutable oracle;
    IERC20 public immutable coll;
    IERC20 public immutable stable;
    mapping(address => uint256) public collateralOf;
    mapping(address => uint256) public debtOf;

    constructor(IOracle o, IERC20 c, IERC20 s) {
        oracle = o;
        coll = c;
        stable = s;
    }

    function value(address a) public view returns (uint256) {
        return collateralOf[a] * oracle.price() / 1e18;
    }

    function liquidate(address account) external {
        uint256 debt = debtOf[account];
        require(debt * 10_000 > value(account) * 8_000, "healthy");
        uint256 seize = debt * 1e18 * 10_500 / (oracle.price() * 10_000);
        uint256 held = collateralOf[account];
        if (seize > held) seize = held;
        debtOf[account] = 0;
        collateralOf[account] = held - seize;
        require(stable.transferFrom(msg.sender, address(this), debt));
        require(coll.transfer(msg.sender, seize));
    }

    function borrow(uint256 amount) external {
        require((debtOf[msg.sender] + amount) * 10_000 <= value(msg.sender) * 8_000, "collateral");
        debtOf[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount));
    }
}

// Vulnerable: anyone sets the price of any asset the vault lends against.
contract OpenPriceDesk {
    IERC20 public immutable stable;
    mapping(address => uint256) public priceOf;
    mapping(address => mapping(address => uint256)) public collateral;

    constructor(IERC20 s) {
        stable = s;
    }

    function setPrice(address asset, uint256 p) external { // want "OpenPriceDesk.setPrice\\(\\) lets any caller set priceOf\\[asset\\]"
        priceOf[asset] = p;
    }

    function borrow(address asset, uint256 amount) external {
        require(amount <= collateral[msg.sender][asset] * priceOf[asset] / 1e18, "collateral");
        collateral[msg.sender][asset] = 0;
        require(stable.transfer(msg.sender, amount));
    }
}
