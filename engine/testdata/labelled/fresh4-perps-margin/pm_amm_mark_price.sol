// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

interface IUniswapV2Pair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function token0() external view returns (address);
}

/// Margin account that values ETH collateral at the pool's spot price to size leveraged USDC borrows.
contract MarginAccount {
    IERC20 public immutable weth;
    IERC20 public immutable usdc;
    IUniswapV2Pair public immutable pair;
    uint256 public constant MAX_LTV_BPS = 8000;

    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;

    constructor(IERC20 _weth, IERC20 _usdc, IUniswapV2Pair _pair) {
        weth = _weth;
        usdc = _usdc;
        pair = _pair;
    }

    /// @return price of 1 WETH in USDC, scaled to 1e18
    function ethPrice() public view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        if (pair.token0() == address(weth)) {
            // <yes> <report> OTHER
            return uint256(r1) * 1e30 / uint256(r0);
        }
        // <yes> <report> OTHER
        return uint256(r0) * 1e30 / uint256(r1);
    }

    function deposit(uint256 amount) external {
        require(weth.transferFrom(msg.sender, address(this), amount), "transfer");
        collateral[msg.sender] += amount;
    }

    function borrow(uint256 amount) external {
        uint256 value = collateral[msg.sender] * ethPrice() / 1e30;
        require((debt[msg.sender] + amount) * 10000 <= value * MAX_LTV_BPS, "ltv");
        debt[msg.sender] += amount;
        require(usdc.transfer(msg.sender, amount), "transfer");
    }

    function repay(uint256 amount) external {
        require(usdc.transferFrom(msg.sender, address(this), amount), "transfer");
        debt[msg.sender] -= amount;
    }
}
