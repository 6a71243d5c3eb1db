// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IBasisAsset {
    function mint(address recipient, uint256 amount) external returns (bool);
    function burnFrom(address from, uint256 amount) external;
    function transfer(address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
    function totalSupply() external view returns (uint256);
    function balanceOf(address who) external view returns (uint256);
}

interface ITwapOracle {
    function update() external;
    function consult(address token, uint256 amountIn) external view returns (uint256);
}

interface IBoardroom {
    function allocateSeigniorage(uint256 amount) external;
}

/// Seigniorage treasury: one allocation per epoch from the TWAP; bonds bought below peg with a price bound,
/// redeemed above the ceiling out of the seigniorage saved for them.
contract SafeSeigniorageTreasury {
    IBasisAsset public immutable cash;
    IBasisAsset public immutable bond;
    ITwapOracle public immutable oracle;
    IBoardroom public immutable boardroom;
    address public operator;

    uint256 public constant PERIOD = 8 hours;
    uint256 public constant ONE = 1e18;
    uint256 public immutable startTime;
    uint256 public epoch;
    uint256 public cashPriceCeiling = 105e16;
    uint256 public seigniorageSaved;
    uint256 public maxExpansionBps = 450;
    uint256 private locked = 1;

    event BoughtBonds(address indexed from, uint256 cashAmount, uint256 bondAmount);
    event RedeemedBonds(address indexed from, uint256 bondAmount);
    event Allocated(uint256 indexed epoch, uint256 toTreasury, uint256 toBoardroom);

    modifier nonReentrant() {
        require(locked == 1, "reentrant");
        locked = 2;
        _;
        locked = 1;
    }

    modifier checkEpoch() {
        require(block.timestamp >= nextEpochPoint(), "epoch not ended");
        _;
        epoch += 1;
    }

    constructor(IBasisAsset cash_, IBasisAsset bond_, ITwapOracle oracle_, IBoardroom boardroom_, uint256 start) {
        cash = cash_;
        bond = bond_;
        oracle = oracle_;
        boardroom = boardroom_;
        startTime = start;
        operator = msg.sender;
    }

    function nextEpochPoint() public view returns (uint256) {
        return startTime + epoch * PERIOD;
    }

    function cashPrice() public view returns (uint256) {
        return oracle.consult(address(cash), ONE);
    }

    function buyBonds(uint256 amount, uint256 maxPrice) external nonReentrant {
        require(amount > 0, "zero");
        uint256 price = cashPrice();
        require(price <= maxPrice, "price moved");
        require(price < ONE, "above peg");
        uint256 bondAmount = amount * ONE / price;
        cash.burnFrom(msg.sender, amount);
        require(bond.mint(msg.sender, bondAmount), "mint");
        emit BoughtBonds(msg.sender, amount, bondAmount);
    }

    function redeemBonds(uint256 bondAmount, uint256 minPrice) external nonReentrant {
        require(bondAmount > 0, "zero");
        uint256 price = cashPrice();
        require(price >= minPrice, "price moved");
        require(price > cashPriceCeiling, "below ceiling");
        require(seigniorageSaved >= bondAmount, "treasury");
        seigniorageSaved -= bondAmount;
        bond.burnFrom(msg.sender, bondAmount);
        require(cash.transfer(msg.sender, bondAmount), "transfer");
        emit RedeemedBonds(msg.sender, bondAmount);
    }

    function allocateSeigniorage() external nonReentrant checkEpoch {
        oracle.update();
        uint256 price = cashPrice();
        if (price <= cashPriceCeiling) {
            return;
        }
        uint256 supply = cash.totalSupply() - seigniorageSaved;
        uint256 percentage = price - ONE;
        uint256 cap = maxExpansionBps * 1e14;
        if (percentage > cap) {
            percentage = cap;
        }
        uint256 seigniorage = supply * percentage / ONE;
        require(cash.mint(address(this), seigniorage), "mint");

        uint256 bondSupply = bond.totalSupply();
        uint256 toTreasury;
        if (seigniorageSaved < bondSupply) {
            toTreasury = bondSupply - seigniorageSaved;
            if (toTreasury > seigniorage) {
                toTreasury = seigniorage;
            }
            seigniorageSaved += toTreasury;
        }
        uint256 toBoardroom = seigniorage - toTreasury;
        if (toBoardroom > 0) {
            require(cash.approve(address(boardroom), toBoardroom), "approve");
            boardroom.allocateSeigniorage(toBoardroom);
        }
        emit Allocated(epoch, toTreasury, toBoardroom);
    }

    function setCeiling(uint256 ceiling) external {
        require(msg.sender == operator, "operator");
        require(ceiling >= ONE && ceiling <= 12e17, "range");
        cashPriceCeiling = ceiling;
    }
}
