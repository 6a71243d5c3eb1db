// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IUniswapV2Pair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Cash-settled binary call: pays a fixed amount of USDC if ETH trades above the strike at expiry. The price is
/// read from the pool's spot reserves when anyone triggers exercise.
contract BinaryCall {
    IUniswapV2Pair public immutable pair; // token0 = WETH, token1 = USDC
    IERC20 public immutable usdc;
    uint256 public immutable strike; // USDC (6 decimals) per 1 ETH
    uint256 public immutable expiry;
    uint256 public constant PAYOUT = 100e6;

    mapping(address => uint256) public contracts;
    bool public settled;
    bool public inTheMoney;

    constructor(IUniswapV2Pair _pair, IERC20 _usdc, uint256 _strike, uint256 _expiry) {
        pair = _pair;
        usdc = _usdc;
        strike = _strike;
        expiry = _expiry;
    }

    function buy(uint256 n) external {
        require(block.timestamp < expiry, "expired");
        require(usdc.transferFrom(msg.sender, address(this), n * 40e6), "premium");
        contracts[msg.sender] += n;
    }

    function settle() external {
        require(block.timestamp >= expiry, "early");
        require(!settled, "settled");
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        // <yes> <report> OTHER
        uint256 price = (uint256(r1) * 1e18) / uint256(r0);
        settled = true;
        inTheMoney = price > strike;
    }

    function exercise() external {
        require(settled && inTheMoney, "otm");
        uint256 n = contracts[msg.sender];
        contracts[msg.sender] = 0;
        require(usdc.transfer(msg.sender, n * PAYOUT), "pay");
    }
}
