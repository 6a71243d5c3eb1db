pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Leveraged token position manager (2020). Traders post collateral and open positions at a fixed leverage;
/// notional and fees are tracked per trader.
contract LeveragedPositions {
    IERC20 public collateralToken;
    address public operator;
    uint256 public feeBps = 20;

    mapping(address => uint256) public collateral;
    mapping(address => uint256) public notional;
    uint256 public totalNotional;

    constructor(IERC20 _collateral) public {
        collateralToken = _collateral;
        operator = msg.sender;
    }

    function deposit(uint256 amount) external {
        require(collateralToken.transferFrom(msg.sender, address(this), amount), "transfer");
        collateral[msg.sender] += amount;
    }

    function increase(uint256 leverage, uint256 amount) external {
        require(leverage <= 10, "leverage");
        uint256 fee = amount * feeBps / 10000;
        require(collateral[msg.sender] >= fee, "fee");
        collateral[msg.sender] -= fee;
        // <yes> <report> ARITHMETIC
        uint256 size = amount * leverage;
        require(size <= collateral[msg.sender] * 10, "margin");
        notional[msg.sender] += size;
        totalNotional += size;
    }

    function decrease(uint256 size) external {
        // <yes> <report> ARITHMETIC
        notional[msg.sender] -= size;
        totalNotional -= size;
    }

    function withdraw(uint256 amount) external {
        require(notional[msg.sender] == 0, "open");
        require(collateral[msg.sender] >= amount, "collateral");
        collateral[msg.sender] -= amount;
        require(collateralToken.transfer(msg.sender, amount), "transfer");
    }
}
