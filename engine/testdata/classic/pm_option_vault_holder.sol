// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IPriceOracle {
    function latestPrice() external view returns (uint256);
}

/// Cash-settled call options: only the holder may exercise, only before expiry; the premium is always paid
/// by the caller; writers reclaim unexercised collateral after expiry.
contract HolderOptionsPool {
    struct Option {
        address holder;
        uint256 strike;
        uint256 amount;
        uint256 expiration;
        bool settled;
    }

    IERC20 public immutable settlementToken;
    IPriceOracle public immutable oracle;
    address public immutable writer;
    uint256 public lockedCollateral;
    uint256 public totalCollateral;
    Option[] public options;

    event Purchased(uint256 indexed id, address indexed holder, uint256 premium);
    event Exercised(uint256 indexed id, uint256 profit);

    constructor(IERC20 _token, IPriceOracle _oracle) {
        settlementToken = _token;
        oracle = _oracle;
        writer = msg.sender;
    }

    function provide(uint256 amount) external {
        require(msg.sender == writer, "writer");
        require(settlementToken.transferFrom(msg.sender, address(this), amount), "transfer");
        totalCollateral += amount;
    }

    function buy(uint256 strike, uint256 amount, uint256 period, uint256 premium) external returns (uint256 id) {
        require(period >= 1 days && period <= 30 days, "period");
        require(lockedCollateral + amount <= totalCollateral, "capacity");
        require(settlementToken.transferFrom(msg.sender, writer, premium), "premium");
        id = options.length;
        options.push(Option(msg.sender, strike, amount, block.timestamp + period, false));
        lockedCollateral += amount;
        emit Purchased(id, msg.sender, premium);
    }

    function exercise(uint256 optionId) external {
        Option storage option = options[optionId];
        require(option.holder == msg.sender, "holder");
        require(!option.settled, "settled");
        require(block.timestamp < option.expiration, "expired");
        uint256 price = oracle.latestPrice();
        require(price > option.strike, "out of the money");
        uint256 profit = (price - option.strike) * option.amount / price;
        option.settled = true;
        lockedCollateral -= option.amount;
        totalCollateral -= profit;
        emit Exercised(optionId, profit);
        require(settlementToken.transfer(msg.sender, profit), "transfer");
    }

    function unlock(uint256 optionId) external {
        Option storage option = options[optionId];
        require(!option.settled, "settled");
        require(block.timestamp >= option.expiration, "live");
        option.settled = true;
        lockedCollateral -= option.amount;
    }

    function withdrawFree(uint256 amount) external {
        require(msg.sender == writer, "writer");
        require(totalCollateral - lockedCollateral >= amount, "locked");
        totalCollateral -= amount;
        require(settlementToken.transfer(msg.sender, amount), "transfer");
    }
}
