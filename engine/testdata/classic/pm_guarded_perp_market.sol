// SPDX-License-Identifier: BUSL-1.1
pragma solidity 0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

interface AggregatorV3Interface {
    function decimals() external view returns (uint8);
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

library Address {
    function isContract(address account) internal view returns (bool) {
        return account.code.length > 0;
    }
}

library SafeERC20 {
    using Address for address;

    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        _callOptionalReturn(token, abi.encodeWithSelector(token.transfer.selector, to, value));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        _callOptionalReturn(token, abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
    }

    function _callOptionalReturn(IERC20 token, bytes memory data) private {
        require(address(token).isContract(), "SafeERC20: call to non-contract");
        (bool success, bytes memory returndata) = address(token).call(data);
        require(success, "SafeERC20: low-level call failed");
        if (returndata.length > 0) {
            require(abi.decode(returndata, (bool)), "SafeERC20: ERC20 operation did not succeed");
        }
    }
}

abstract contract ReentrancyGuard {
    uint256 private constant _NOT_ENTERED = 1;
    uint256 private constant _ENTERED = 2;
    uint256 private _status = _NOT_ENTERED;

    modifier nonReentrant() {
        require(_status != _ENTERED, "ReentrancyGuard: reentrant call");
        _status = _ENTERED;
        _;
        _status = _NOT_ENTERED;
    }
}

/// Isolated-margin perpetual market. Prices come from a Chainlink feed checked for staleness; funding is
/// accrued before any position is read; margin may only be removed while the position stays above the
/// initial margin requirement.
contract GuardedPerpMarket is ReentrancyGuard {
    using SafeERC20 for IERC20;

    struct Position {
        uint256 size; // 1e18
        uint256 entryPrice; // 1e18
        uint256 margin; // 1e18 quote
        uint256 fundingSnapshot; // 1e18
    }

    error StalePrice();
    error InvalidPrice();

    IERC20 public immutable quote;
    AggregatorV3Interface public immutable feed;
    uint256 public immutable heartbeat;
    address public owner;

    uint256 public constant IMR_BPS = 1000; // 10x
    uint256 public constant MMR_BPS = 500;
    uint256 public constant LIQUIDATION_FEE_BPS = 100;

    uint256 public fundingPerSecond;
    uint256 public cumulativeFunding;
    uint256 public lastAccrual;

    mapping(address => Position) public positions;

    event Opened(address indexed trader, uint256 size, uint256 price);
    event Closed(address indexed trader, uint256 payout);
    event Liquidated(address indexed trader, address indexed liquidator, uint256 fee);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(IERC20 _quote, AggregatorV3Interface _feed, uint256 _heartbeat) {
        quote = _quote;
        feed = _feed;
        heartbeat = _heartbeat;
        owner = msg.sender;
        lastAccrual = block.timestamp;
    }

    function setFundingRate(uint256 rate) external onlyOwner {
        _accrue();
        fundingPerSecond = rate;
    }

    function _accrue() internal {
        cumulativeFunding += fundingPerSecond * (block.timestamp - lastAccrual);
        lastAccrual = block.timestamp;
    }

    function markPrice() public view returns (uint256) {
        (uint80 roundId, int256 answer, , uint256 updatedAt, uint80 answeredInRound) = feed.latestRoundData();
        if (answer <= 0) revert InvalidPrice();
        if (updatedAt == 0 || answeredInRound < roundId) revert StalePrice();
        if (block.timestamp - updatedAt > heartbeat) revert StalePrice();
        return uint256(answer) * 10 ** (18 - feed.decimals());
    }

    function _equity(Position memory p, uint256 price) internal view returns (int256) {
        int256 pnl = (int256(price) - int256(p.entryPrice)) * int256(p.size) / 1e18;
        uint256 funding = p.size * (cumulativeFunding - p.fundingSnapshot) / 1e18;
        return int256(p.margin) + pnl - int256(funding);
    }

    function _meets(address trader, uint256 bps) internal view returns (bool) {
        Position memory p = positions[trader];
        if (p.size == 0) return true;
        uint256 price = markPrice();
        return _equity(p, price) * 10000 >= int256(p.size * price / 1e18 * bps);
    }

    function openLong(uint256 size, uint256 margin) external nonReentrant {
        _accrue();
        require(positions[msg.sender].size == 0, "open");
        quote.safeTransferFrom(msg.sender, address(this), margin);
        positions[msg.sender] = Position(size, markPrice(), margin, cumulativeFunding);
        require(_meets(msg.sender, IMR_BPS), "margin");
        emit Opened(msg.sender, size, positions[msg.sender].entryPrice);
    }

    function addMargin(uint256 amount) external nonReentrant {
        quote.safeTransferFrom(msg.sender, address(this), amount);
        positions[msg.sender].margin += amount;
    }

    function removeMargin(uint256 amount) external nonReentrant {
        _accrue();
        positions[msg.sender].margin -= amount;
        require(_meets(msg.sender, IMR_BPS), "margin");
        quote.safeTransfer(msg.sender, amount);
    }

    function close() external nonReentrant {
        _accrue();
        Position memory p = positions[msg.sender];
        require(p.size > 0, "none");
        int256 equity = _equity(p, markPrice());
        delete positions[msg.sender];
        uint256 payout = equity > 0 ? uint256(equity) : 0;
        if (payout > 0) quote.safeTransfer(msg.sender, payout);
        emit Closed(msg.sender, payout);
    }

    function liquidate(address trader) external nonReentrant {
        _accrue();
        require(trader != msg.sender, "self");
        Position memory p = positions[trader];
        require(p.size > 0, "none");
        require(!_meets(trader, MMR_BPS), "healthy");
        uint256 fee = p.size * markPrice() / 1e18 * LIQUIDATION_FEE_BPS / 10000;
        if (fee > p.margin) fee = p.margin;
        delete positions[trader];
        quote.safeTransfer(msg.sender, fee);
        emit Liquidated(trader, msg.sender, fee);
    }
}
