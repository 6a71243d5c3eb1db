// SPDX-License-Identifier: BUSL-1.1
pragma solidity 0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface AggregatorV3Interface {
    function decimals() external view returns (uint8);
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

/// @title PerpMarket
/// @notice Isolated-margin perpetual market for a single asset, settled in USDC.
contract PerpMarket {
    struct Position {
        uint256 size; // in asset units, 1e18
        uint256 entryPrice; // 1e18
        uint256 margin; // USDC, 1e6
        bool isLong;
    }

    IERC20 public immutable usdc;
    AggregatorV3Interface public immutable feed;
    uint256 public constant MAX_LEVERAGE = 20;

    mapping(address => Position) public positions;

    event Opened(address indexed trader, uint256 size, uint256 price, bool isLong);
    event Closed(address indexed trader, int256 pnl);

    constructor(IERC20 _usdc, AggregatorV3Interface _feed) {
        usdc = _usdc;
        feed = _feed;
    }

    function markPrice() public view returns (uint256) {
        // <yes> <report> OTHER
        (, int256 answer, , , ) = feed.latestRoundData();
        return uint256(answer) * 1e10;
    }

    function open(uint256 margin, uint256 size, bool isLong) external {
        require(positions[msg.sender].size == 0, "open");
        uint256 price = markPrice();
        uint256 notional = size * price / 1e30; // to USDC decimals
        require(notional <= margin * MAX_LEVERAGE, "leverage");
        require(usdc.transferFrom(msg.sender, address(this), margin), "transfer");
        positions[msg.sender] = Position(size, price, margin, isLong);
        emit Opened(msg.sender, size, price, isLong);
    }

    function close() external {
        Position memory p = positions[msg.sender];
        require(p.size > 0, "none");
        delete positions[msg.sender];
        uint256 price = markPrice();
        int256 pnl = int256(p.size) * (int256(price) - int256(p.entryPrice)) / 1e30;
        if (!p.isLong) pnl = -pnl;
        int256 payout = int256(p.margin) + pnl;
        if (payout > 0) {
            require(usdc.transfer(msg.sender, uint256(payout)), "transfer");
        }
        emit Closed(msg.sender, pnl);
    }
}
