// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.13;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IPriceFeed {
    function getPrice(address token) external view returns (uint256);
}

/// Cross-margin perpetual clearing house. Liquidators close under-margined positions and receive a fee.
contract ClearingHouse {
    struct Position {
        int256 size; // signed, 1e18
        uint256 openNotional; // 1e18 quote
        uint256 margin; // 1e18 quote
    }

    IERC20 public immutable quote;
    IPriceFeed public immutable priceFeed;
    address public immutable baseToken;
    uint256 public constant MAINTENANCE_MARGIN = 625; // 6.25%
    uint256 public constant LIQUIDATION_FEE = 250; // 2.5%

    mapping(address => Position) public positions;

    constructor(IERC20 _quote, IPriceFeed _feed, address _baseToken) {
        quote = _quote;
        priceFeed = _feed;
        baseToken = _baseToken;
    }

    function _equity(Position memory p, uint256 price) internal pure returns (int256) {
        int256 value = p.size * int256(price) / 1e18;
        int256 pnl = p.size > 0 ? value - int256(p.openNotional) : int256(p.openNotional) + value;
        return int256(p.margin) + pnl;
    }

    function depositMargin(uint256 amount) external {
        require(quote.transferFrom(msg.sender, address(this), amount), "transfer");
        positions[msg.sender].margin += amount;
    }

    /// @param trader account to liquidate
    /// @param price the mark price observed by the liquidator's bot
    function liquidate(address trader, uint256 price) external {
        Position memory p = positions[trader];
        require(p.size != 0, "no position");
        // <yes> <report> OTHER
        int256 equity = _equity(p, price);
        uint256 absSize = uint256(p.size > 0 ? p.size : -p.size);
        uint256 notional = absSize * price / 1e18;
        require(equity * 10000 < int256(notional * MAINTENANCE_MARGIN), "healthy");
        delete positions[trader];
        uint256 fee = notional * LIQUIDATION_FEE / 10000;
        require(quote.transfer(msg.sender, fee), "transfer");
    }

    function indexPrice() external view returns (uint256) {
        return priceFeed.getPrice(baseToken);
    }
}
