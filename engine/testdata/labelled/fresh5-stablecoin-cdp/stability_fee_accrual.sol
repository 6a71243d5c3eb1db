// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.18;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IMintable {
    function mint(address to, uint256 amount) external;
    function burn(address from, uint256 amount) external;
}

/// Vault controller with a per-second stability fee. Debt is stored in normalised units and scaled by the
/// cumulative rate, which `drip` brings up to date. Positions are packed into one slot.
contract VaultController {
    uint256 public constant RAY = 1e27;

    struct Position {
        uint128 collateral;
        uint128 normDebt;
    }

    IERC20 public immutable collateralToken;
    IMintable public immutable stable;
    uint256 public ratePerSecond; // ray, e.g. 1.000000001547125957863212448e27 for 5%/year
    uint256 public cumulativeRate = RAY;
    uint256 public lastDrip;
    uint256 public debtPrice = 1e18; // collateral value per unit, fixed by governance in this market
    address public immutable admin;

    mapping(address => Position) public positions;

    constructor(IERC20 _collateralToken, IMintable _stable, uint256 _ratePerSecond) {
        collateralToken = _collateralToken;
        stable = _stable;
        ratePerSecond = _ratePerSecond;
        lastDrip = block.timestamp;
        admin = msg.sender;
    }

    function _rpow(uint256 x, uint256 n) internal pure returns (uint256 z) {
        z = n % 2 != 0 ? x : RAY;
        for (n /= 2; n != 0; n /= 2) {
            x = (x * x) / RAY;
            if (n % 2 != 0) z = (z * x) / RAY;
        }
    }

    function drip() public returns (uint256) {
        if (block.timestamp > lastDrip) {
            cumulativeRate = (cumulativeRate * _rpow(ratePerSecond, block.timestamp - lastDrip)) / RAY;
            lastDrip = block.timestamp;
        }
        return cumulativeRate;
    }

    function deposit(uint256 amount) external {
        require(collateralToken.transferFrom(msg.sender, address(this), amount), "transfer");
        positions[msg.sender].collateral += uint128(amount);
    }

    function borrow(uint256 amount) external {
        uint256 rate = drip();
        Position storage p = positions[msg.sender];
        // <yes> <report> ARITHMETIC
        p.normDebt += uint128((amount * RAY) / rate);
        require((uint256(p.normDebt) * rate) / RAY <= (uint256(p.collateral) * debtPrice * 2) / 3e18, "ratio");
        stable.mint(msg.sender, amount);
    }

    /// Repays the whole position and releases its collateral.
    function close() external {
        Position memory p = positions[msg.sender];
        // <yes> <report> OTHER
        uint256 owed = (uint256(p.normDebt) * cumulativeRate) / RAY;
        delete positions[msg.sender];
        stable.burn(msg.sender, owed);
        require(collateralToken.transfer(msg.sender, p.collateral), "transfer");
    }

    function setRate(uint256 newRate) external {
        require(msg.sender == admin, "admin");
        drip();
        ratePerSecond = newRate;
    }
}
