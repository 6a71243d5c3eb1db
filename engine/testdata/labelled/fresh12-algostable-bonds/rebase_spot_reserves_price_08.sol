// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IUniswapV2Pair {
    function token0() external view returns (address);
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function sync() external;
}

interface IRebaseToken {
    function totalSupply() external view returns (uint256);
    function rebase(uint256 epoch, int256 supplyDelta) external returns (uint256);
}

// Rebaser of a USDC-pegged elastic token: anyone may trigger the daily rebase; the price is read from the
// token/USDC pool, and the pool is synced afterwards.
contract PublicRebaser {
    IRebaseToken public immutable token;
    IUniswapV2Pair public immutable pair;
    address public immutable usdc;
    uint256 public constant PEG = 1e18;
    uint256 public constant INTERVAL = 1 days;
    uint256 public constant LAG = 10;
    uint256 public constant THRESHOLD = 5e16;

    uint256 public lastRebase;
    uint256 public epoch;
    uint256 public bounty = 100e9;

    event Rebase(uint256 indexed epoch, uint256 price, int256 delta);

    constructor(IRebaseToken token_, IUniswapV2Pair pair_, address usdc_) {
        token = token_;
        pair = pair_;
        usdc = usdc_;
    }

    function currentPrice() public view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        (uint256 tokenReserve, uint256 usdcReserve) = pair.token0() == usdc ? (uint256(r1), uint256(r0)) : (uint256(r0), uint256(r1));
        // USDC has 6 decimals and the token 9: scale the quote to 18 decimals per whole token.
        // <yes> <report> OTHER
        return usdcReserve * 1e12 * 1e9 / tokenReserve;
    }

    function rebase() external {
        require(block.timestamp >= lastRebase + INTERVAL, "too soon");
        lastRebase = block.timestamp;
        epoch += 1;

        uint256 price = currentPrice();
        uint256 supply = token.totalSupply();
        uint256 diff = price > PEG ? price - PEG : PEG - price;
        int256 delta;
        if (diff >= THRESHOLD) {
            delta = int256(supply * diff / PEG / LAG);
            if (price < PEG) {
                delta = -delta;
            }
        }
        token.rebase(epoch, delta);
        pair.sync();
        emit Rebase(epoch, price, delta);
    }
}
