pragma solidity ^0.8.0;

interface ICurvePool {
    function exchange_underlying(int128 i, int128 j, uint256 dx, uint256 min_dy) external returns (uint256);
    function add_liquidity(uint256[2] calldata amounts, uint256 min_mint_amount) external returns (uint256);
    function remove_liquidity_one_coin(uint256 token_amount, int128 i, uint256 min_amount) external returns (uint256);
}

contract CurveZap {
    ICurvePool public pool;

    function swapUnderlying(uint256 dx) external returns (uint256) {
        return pool.exchange_underlying(0, 1, dx, 0); // want "CurveZap.swapUnderlying\\(\\) swaps through pool accepting any amount out \\(minimum 0\\)"
    }

    function deposit(uint256 a, uint256 b) external returns (uint256) {
        return pool.add_liquidity([a, b], 0); // want "CurveZap.deposit\\(\\) adds liquidity through pool accepting any amount out \\(minimum 0\\)"
    }

    function exit(uint256 lp) external returns (uint256) {
        return pool.remove_liquidity_one_coin(lp, 0, 0); // want "CurveZap.exit\\(\\) removes liquidity through pool accepting any amount out \\(minimum 0\\)"
    }

    // Safe: the caller's minimums are passed on.
    function swapUnderlyingMin(uint256 dx, uint256 minDy) external returns (uint256) {
        return pool.exchange_underlying(0, 1, dx, minDy);
    }

    function depositMin(uint256 a, uint256 b, uint256 minMint) external returns (uint256) {
        return pool.add_liquidity([a, b], minMint);
    }

    function exitMin(uint256 lp, uint256 minOut) external returns (uint256) {
        return pool.remove_liquidity_one_coin(lp, 0, minOut);
    }
}
