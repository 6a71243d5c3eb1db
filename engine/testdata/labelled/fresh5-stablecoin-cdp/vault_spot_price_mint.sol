// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

interface IStable {
    function mint(address to, uint256 amount) external;
    function burn(address from, uint256 amount) external;
}

interface IUniswapV2Pair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function token0() external view returns (address);
}

/// Single-collateral vault: users lock the governance token and mint USDx against it at 150%. The collateral is
/// valued at the spot price of the TOKEN/USDC pool.
contract TokenVault {
    uint256 public constant MCR = 150; // percent
    uint256 public constant USDC_SCALE = 1e12;

    IERC20 public immutable collateral;
    IStable public immutable usdx;
    IUniswapV2Pair public immutable pair;

    mapping(address => uint256) public locked;
    mapping(address => uint256) public debt;

    constructor(IERC20 _collateral, IStable _usdx, IUniswapV2Pair _pair) {
        collateral = _collateral;
        usdx = _usdx;
        pair = _pair;
    }

    /// Price of one collateral token in USDC, 18 decimals.
    function collateralPrice() public view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        if (pair.token0() == address(collateral)) {
            // <yes> <report> OTHER
            return (uint256(r1) * USDC_SCALE * 1e18) / uint256(r0);
        }
        return (uint256(r0) * USDC_SCALE * 1e18) / uint256(r1);
    }

    function lock(uint256 amount) external {
        require(collateral.transferFrom(msg.sender, address(this), amount), "transfer");
        locked[msg.sender] += amount;
    }

    function draw(uint256 amount) external {
        uint256 newDebt = debt[msg.sender] + amount;
        uint256 value = (locked[msg.sender] * collateralPrice()) / 1e18;
        require(value * 100 >= newDebt * MCR, "undercollateralised");
        debt[msg.sender] = newDebt;
        usdx.mint(msg.sender, amount);
    }

    function wipe(uint256 amount) external {
        usdx.burn(msg.sender, amount);
        debt[msg.sender] -= amount;
    }

    function free(uint256 amount) external {
        locked[msg.sender] -= amount;
        uint256 value = (locked[msg.sender] * collateralPrice()) / 1e18;
        require(value * 100 >= debt[msg.sender] * MCR, "undercollateralised");
        require(collateral.transfer(msg.sender, amount), "transfer");
    }
}
