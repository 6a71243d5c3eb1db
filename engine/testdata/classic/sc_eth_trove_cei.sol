// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface AggregatorV3Interface {
    function decimals() external view returns (uint8);
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

interface IDebtToken {
    function mint(address to, uint256 amount) external;
    function burn(address from, uint256 amount) external;
}

abstract contract ReentrancyGuard {
    uint256 private constant NOT_ENTERED = 1;
    uint256 private constant ENTERED = 2;
    uint256 private _status = NOT_ENTERED;

    modifier nonReentrant() {
        require(_status != ENTERED, "ReentrancyGuard: reentrant call");
        _status = ENTERED;
        _;
        _status = NOT_ENTERED;
    }
}

/// ETH troves priced by a Chainlink feed with staleness and round checks. Collateral leaves only after the
/// trove is written, and surplus from liquidations is claimed by its owner (pull).
contract EthTroves is ReentrancyGuard {
    uint256 public constant MCR = 1.1e18;
    uint256 public constant LIQ_BONUS = 1.05e18;
    uint256 public constant FEED_TIMEOUT = 3 hours;

    AggregatorV3Interface public immutable feed;
    IDebtToken public immutable debtToken;

    struct Trove {
        uint256 coll;
        uint256 debt;
    }

    mapping(address => Trove) public troves;
    mapping(address => uint256) public claimable;

    event TroveUpdated(address indexed owner, uint256 coll, uint256 debt);
    event Liquidated(address indexed owner, address indexed liquidator, uint256 debt, uint256 seized);

    constructor(AggregatorV3Interface feed_, IDebtToken debtToken_) {
        feed = feed_;
        debtToken = debtToken_;
    }

    function price() public view returns (uint256) {
        (uint80 roundId, int256 answer, , uint256 updatedAt, uint80 answeredInRound) = feed.latestRoundData();
        require(answer > 0, "feed: price");
        require(updatedAt != 0 && block.timestamp - updatedAt <= FEED_TIMEOUT, "feed: stale");
        require(answeredInRound >= roundId, "feed: round");
        return uint256(answer) * 10 ** (18 - feed.decimals());
    }

    function _icr(uint256 coll, uint256 debt, uint256 p) internal pure returns (uint256) {
        if (debt == 0) return type(uint256).max;
        return (coll * p) / debt;
    }

    function adjust(uint256 borrow, uint256 repay, uint256 withdrawAmount) external payable nonReentrant {
        Trove storage t = troves[msg.sender];
        uint256 coll = t.coll + msg.value - withdrawAmount;
        uint256 debt = t.debt + borrow - repay;
        require(_icr(coll, debt, price()) >= MCR, "trove: ratio");
        t.coll = coll;
        t.debt = debt;
        emit TroveUpdated(msg.sender, coll, debt);

        if (repay > 0) debtToken.burn(msg.sender, repay);
        if (borrow > 0) debtToken.mint(msg.sender, borrow);
        if (withdrawAmount > 0) {
            (bool ok, ) = payable(msg.sender).call{value: withdrawAmount}("");
            require(ok, "trove: eth");
        }
    }

    function liquidate(address owner) external nonReentrant {
        require(owner != msg.sender, "trove: self");
        Trove memory t = troves[owner];
        uint256 p = price();
        require(_icr(t.coll, t.debt, p) < MCR, "trove: healthy");
        uint256 seized = (t.debt * LIQ_BONUS) / p;
        if (seized > t.coll) seized = t.coll;
        delete troves[owner];
        claimable[owner] += t.coll - seized;
        emit Liquidated(owner, msg.sender, t.debt, seized);

        debtToken.burn(msg.sender, t.debt);
        (bool ok, ) = payable(msg.sender).call{value: seized}("");
        require(ok, "trove: eth");
    }

    function claimSurplus() external nonReentrant {
        uint256 amount = claimable[msg.sender];
        require(amount > 0, "trove: nothing");
        claimable[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "trove: eth");
    }
}
