// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

interface IBasisAsset {
    function mint(address recipient, uint256 amount) external returns (bool);
    function totalSupply() external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface ITwapOracle {
    function update() external;
    function consult(address token, uint256 amountIn) external view returns (uint256);
}

interface IBoardroom {
    function allocateSeigniorage(uint256 amount) external;
}

// Treasury of a seigniorage-shares stablecoin. Each 8-hour epoch, when the TWAP is above the ceiling, new
// cash is minted: bondholders' reserve is topped up first, the rest goes to the boardroom.
contract SeigniorageTreasury {
    using SafeMath for uint256;

    IBasisAsset public cash;
    ITwapOracle public seigniorageOracle;
    IBoardroom public boardroom;
    address public operator;

    uint256 public constant PERIOD = 8 hours;
    uint256 public startTime;
    uint256 public epoch;
    uint256 public cashPriceCeiling = 105e16;
    uint256 public bondDepletionFloor = 1000e18;
    uint256 public seigniorageSaved;
    uint256 public bondSupply;
    uint256 public maxSupplyExpansionBps = 450;

    event TreasuryFunded(uint256 timestamp, uint256 seigniorage);
    event BoardroomFunded(uint256 timestamp, uint256 seigniorage);

    modifier onlyOperator() {
        require(msg.sender == operator, "operator");
        _;
    }

    constructor(IBasisAsset cash_, ITwapOracle oracle_, IBoardroom boardroom_, uint256 startTime_) public {
        cash = cash_;
        seigniorageOracle = oracle_;
        boardroom = boardroom_;
        startTime = startTime_;
        operator = msg.sender;
    }

    function nextEpochPoint() public view returns (uint256) {
        return startTime.add(epoch.mul(PERIOD));
    }

    function setBondSupply(uint256 supply) external onlyOperator {
        bondSupply = supply;
    }

    function allocateSeigniorage() external {
        require(block.timestamp >= startTime, "not started");
        seigniorageOracle.update();
        uint256 price = seigniorageOracle.consult(address(cash), 1e18);
        if (price <= cashPriceCeiling) {
            return;
        }
        uint256 supply = cash.totalSupply().sub(seigniorageSaved);
        uint256 percentage = price.sub(1e18);
        uint256 maxPercentage = maxSupplyExpansionBps.mul(1e14);
        if (percentage > maxPercentage) {
            percentage = maxPercentage;
        }
        uint256 seigniorage = supply.mul(percentage).div(1e18);
        // <yes> <report> OTHER
        cash.mint(address(this), seigniorage);

        uint256 treasuryReserve = 0;
        if (seigniorageSaved < bondSupply.add(bondDepletionFloor)) {
            treasuryReserve = bondSupply.add(bondDepletionFloor).sub(seigniorageSaved);
            if (treasuryReserve > seigniorage) {
                treasuryReserve = seigniorage;
            }
            seigniorageSaved = seigniorageSaved.add(treasuryReserve);
            emit TreasuryFunded(block.timestamp, treasuryReserve);
        }
        uint256 boardroomReserve = seigniorage.sub(treasuryReserve);
        if (boardroomReserve > 0) {
            cash.approve(address(boardroom), boardroomReserve);
            boardroom.allocateSeigniorage(boardroomReserve);
            emit BoardroomFunded(block.timestamp, boardroomReserve);
        }
    }
}
