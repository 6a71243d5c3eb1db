// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IPriceOracle {
    function latestPrice() external view returns (uint256);
}

/// Cash-settled call options on a collateral pool. Options are identified by id and owned by their buyer.
contract CallOptionsPool {
    struct Option {
        address holder;
        uint256 strike; // 1e18
        uint256 amount; // 1e18 units of underlying
        uint256 expiration;
        bool exercised;
    }

    IERC20 public immutable settlementToken;
    IPriceOracle public immutable oracle;
    Option[] public options;
    uint256 public lockedCollateral;

    event Exercised(uint256 indexed id, uint256 profit);

    constructor(IERC20 _token, IPriceOracle _oracle) {
        settlementToken = _token;
        oracle = _oracle;
    }

    function buy(uint256 strike, uint256 amount, uint256 period, uint256 premium) external returns (uint256 id) {
        require(settlementToken.transferFrom(msg.sender, address(this), premium), "premium");
        id = options.length;
        options.push(Option(msg.sender, strike, amount, block.timestamp + period, false));
        lockedCollateral += amount;
    }

    function exercise(uint256 optionId) external {
        Option storage option = options[optionId];
        require(!option.exercised, "exercised");
        require(block.timestamp <= option.expiration, "expired");
        uint256 price = oracle.latestPrice();
        require(price > option.strike, "out of the money");
        uint256 profit = (price - option.strike) * option.amount / price;
        option.exercised = true;
        lockedCollateral -= option.amount;
        emit Exercised(optionId, profit);
        // <yes> <report> ACCESS_CONTROL
        require(settlementToken.transfer(msg.sender, profit), "transfer");
    }
}
