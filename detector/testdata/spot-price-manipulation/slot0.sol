pragma solidity ^0.8.0;

interface IUniswapV3Pool {
    function slot0() external view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool);
    function observe(uint32[] calldata secondsAgos) external view returns (int56[] memory tickCumulatives, uint160[] memory);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Collateral valued at the pool's current price: one swap moves it.
contract SpotLender {
    IUniswapV3Pool public pool;
    IERC20 public usdc;
    IERC20 public weth;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;

    constructor(IUniswapV3Pool p, IERC20 u, IERC20 w) {
        pool = p;
        usdc = u;
        weth = w;
    }

    function price() public view returns (uint256) {
        (uint160 sqrtPriceX96, , , , , , ) = pool.slot0(); // want "SpotLender.borrow\\(\\) allows a payout on an amount priced from the pool's current price \\(pool.slot0\\(\\)\\): anyone can move it first with a swap"
        return (uint256(sqrtPriceX96) * uint256(sqrtPriceX96) * 1e18) >> 192;
    }

    function deposit(uint256 amount) external {
        require(weth.transferFrom(msg.sender, address(this), amount));
        collateral[msg.sender] += amount;
    }

    function borrow(uint256 amount) external {
        debt[msg.sender] += amount;
        require(collateral[msg.sender] * price() / 1e18 >= debt[msg.sender] * 3 / 2, "health");
        require(usdc.transfer(msg.sender, amount));
    }
}

// The same loan valued at a time-weighted average tick.
contract TwapLender {
    IUniswapV3Pool public pool;
    IERC20 public usdc;
    IERC20 public weth;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;

    constructor(IUniswapV3Pool p, IERC20 u, IERC20 w) {
        pool = p;
        usdc = u;
        weth = w;
    }

    function price() public view returns (uint256) {
        uint32[] memory ago = new uint32[](2);
        ago[0] = 1800;
        (int56[] memory cumulative, ) = pool.observe(ago);
        int256 tick = int256(cumulative[1] - cumulative[0]) / 1800;
        return uint256(tick + 887272) * 1e12;
    }

    function deposit(uint256 amount) external {
        require(weth.transferFrom(msg.sender, address(this), amount));
        collateral[msg.sender] += amount;
    }

    function borrow(uint256 amount) external {
        debt[msg.sender] += amount;
        require(collateral[msg.sender] * price() / 1e18 >= debt[msg.sender] * 3 / 2, "health");
        require(usdc.transfer(msg.sender, amount));
    }
}
