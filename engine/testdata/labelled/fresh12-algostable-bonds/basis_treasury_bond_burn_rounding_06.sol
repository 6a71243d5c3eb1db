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
    function burnFrom(address from, uint256 amount) external;
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

interface IOracle {
    function consult(address token, uint256 amountIn) external view returns (uint256);
}

// Seigniorage treasury: below the peg, cash is burnt for bonds at a discount; above the ceiling, bonds are
// redeemed for cash at the current price, paid out of the seigniorage saved for bonds.
contract BondTreasury {
    using SafeMath for uint256;

    IBasisAsset public cash;
    IBasisAsset public bond;
    IOracle public bondOracle;
    address public operator;
    uint256 public constant cashPriceOne = 1e18;
    uint256 public cashPriceCeiling = 105e16;
    uint256 public seigniorageSaved;
    uint256 private _status = 1;

    event BoughtBonds(address indexed from, uint256 cashAmount, uint256 bondAmount);
    event RedeemedBonds(address indexed from, uint256 cashAmount, uint256 bondAmount);

    modifier nonReentrant() {
        require(_status == 1, "reentrant");
        _status = 2;
        _;
        _status = 1;
    }

    constructor(IBasisAsset cash_, IBasisAsset bond_, IOracle oracle_) public {
        cash = cash_;
        bond = bond_;
        bondOracle = oracle_;
        operator = msg.sender;
    }

    function getCashPrice() public view returns (uint256) {
        return bondOracle.consult(address(cash), 1e18);
    }

    function buyBonds(uint256 amount, uint256 targetPrice) external nonReentrant {
        require(amount > 0, "zero");
        uint256 cashPrice = getCashPrice();
        require(cashPrice == targetPrice, "price moved");
        require(cashPrice < cashPriceOne, "above peg");
        uint256 bondAmount = amount.mul(1e18).div(cashPrice);
        cash.burnFrom(msg.sender, amount);
        bond.mint(msg.sender, bondAmount);
        emit BoughtBonds(msg.sender, amount, bondAmount);
    }

    // Redeems bonds worth `cashAmount` of cash at the current price.
    function redeemBonds(uint256 cashAmount, uint256 targetPrice) external nonReentrant {
        require(cashAmount > 0, "zero");
        uint256 cashPrice = getCashPrice();
        require(cashPrice == targetPrice, "price moved");
        require(cashPrice > cashPriceCeiling, "below ceiling");
        require(cash.balanceOf(address(this)) >= cashAmount, "treasury");
        // <yes> <report> ARITHMETIC
        uint256 bondsToBurn = cashAmount.div(cashPrice).mul(1e18);
        seigniorageSaved = seigniorageSaved.sub(cashAmount);
        bond.burnFrom(msg.sender, bondsToBurn);
        require(cash.transfer(msg.sender, cashAmount), "transfer");
        emit RedeemedBonds(msg.sender, cashAmount, bondsToBurn);
    }

    function fundSeigniorage(uint256 amount) external {
        require(msg.sender == operator, "operator");
        seigniorageSaved = seigniorageSaved.add(amount);
        cash.mint(address(this), amount);
    }
}
