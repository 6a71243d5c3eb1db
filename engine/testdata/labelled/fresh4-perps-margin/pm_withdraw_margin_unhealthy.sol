// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IOracle {
    function price() external view returns (uint256);
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "ReentrancyGuard: reentrant call");
        _status = 2;
        _;
        _status = 1;
    }
}

/// Isolated perp vault: margin can be added and removed while a position is open.
contract IsolatedPerpVault is ReentrancyGuard {
    struct Position {
        uint256 size;
        uint256 entryPrice;
        uint256 margin;
    }

    IERC20 public immutable collateral;
    IOracle public immutable oracle;
    uint256 public constant MMR_BPS = 500;

    mapping(address => Position) public positions;

    constructor(IERC20 _collateral, IOracle _oracle) {
        collateral = _collateral;
        oracle = _oracle;
    }

    function isLiquidatable(address trader) public view returns (bool) {
        Position memory p = positions[trader];
        if (p.size == 0) return false;
        uint256 price = oracle.price();
        int256 pnl = (int256(price) - int256(p.entryPrice)) * int256(p.size) / 1e18;
        int256 equity = int256(p.margin) + pnl;
        return equity * 10000 < int256(p.size * price / 1e18 * MMR_BPS);
    }

    function openLong(uint256 size, uint256 margin) external nonReentrant {
        require(positions[msg.sender].size == 0, "exists");
        require(collateral.transferFrom(msg.sender, address(this), margin), "transfer");
        positions[msg.sender] = Position(size, oracle.price(), margin);
        require(!isLiquidatable(msg.sender), "undercollateralised");
    }

    function addMargin(uint256 amount) external nonReentrant {
        require(collateral.transferFrom(msg.sender, address(this), amount), "transfer");
        positions[msg.sender].margin += amount;
    }

    // <yes> <report> OTHER
    function removeMargin(uint256 amount) external nonReentrant {
        Position storage p = positions[msg.sender];
        require(amount <= p.margin, "margin");
        p.margin -= amount;
        require(collateral.transfer(msg.sender, amount), "transfer");
    }

    function liquidate(address trader) external nonReentrant {
        require(isLiquidatable(trader), "healthy");
        uint256 reward = positions[trader].margin / 20;
        delete positions[trader];
        require(collateral.transfer(msg.sender, reward), "transfer");
    }
}
