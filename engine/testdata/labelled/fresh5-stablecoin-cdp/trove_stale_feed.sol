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
    function burnFrom(address from, uint256 amount) external;
}

/// ETH troves: deposit ETH, borrow the dollar token at a minimum collateral ratio of 110%.
contract TroveManager {
    uint256 public constant MCR = 1.1e18;
    uint256 public constant MIN_DEBT = 200e18;

    AggregatorV3Interface public immutable ethUsd;
    IDebtToken public immutable debtToken;

    struct Trove {
        uint256 coll;
        uint256 debt;
    }

    mapping(address => Trove) public troves;
    uint256 private locked = 1;

    modifier nonReentrant() {
        require(locked == 1, "reentrant");
        locked = 2;
        _;
        locked = 1;
    }

    constructor(AggregatorV3Interface _ethUsd, IDebtToken _debtToken) {
        ethUsd = _ethUsd;
        debtToken = _debtToken;
    }

    function fetchPrice() public view returns (uint256) {
        // <yes> <report> OTHER
        (, int256 answer, , , ) = ethUsd.latestRoundData();
        require(answer > 0, "price");
        return uint256(answer) * 10 ** (18 - ethUsd.decimals());
    }

    function _icr(Trove memory t, uint256 price) internal pure returns (uint256) {
        if (t.debt == 0) return type(uint256).max;
        return (t.coll * price) / t.debt;
    }

    function openTrove(uint256 debtAmount) external payable nonReentrant {
        Trove storage t = troves[msg.sender];
        require(t.debt == 0, "open");
        require(debtAmount >= MIN_DEBT, "min debt");
        t.coll = msg.value;
        t.debt = debtAmount;
        require(_icr(t, fetchPrice()) >= MCR, "icr");
        debtToken.mint(msg.sender, debtAmount);
    }

    function closeTrove() external nonReentrant {
        Trove memory t = troves[msg.sender];
        delete troves[msg.sender];
        debtToken.burnFrom(msg.sender, t.debt);
        (bool ok, ) = msg.sender.call{value: t.coll}("");
        require(ok, "eth");
    }
}
