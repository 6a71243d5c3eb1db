// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IUniswapV2Pair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function token0() external view returns (address);
}

interface IUniswapV2Router {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to,
        uint256 deadline) external returns (uint256[] memory amounts);
}

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Stop-loss orders that any keeper may trigger once the pool price falls to the order's stop; the keeper earns a
/// flat bounty in the output token.
contract StopLossBook {
    struct Stop {
        address owner;
        uint256 amount;
        uint256 stopPrice; // tokenOut per tokenIn, 1e18 scale
        bool done;
    }

    IUniswapV2Pair public immutable pair;
    IUniswapV2Router public immutable router;
    address public immutable tokenIn;
    address public immutable tokenOut;
    uint256 public constant BOUNTY_BPS = 30;
    Stop[] public stops;

    constructor(IUniswapV2Pair pair_, IUniswapV2Router router_, address tokenIn_, address tokenOut_) {
        pair = pair_;
        router = router_;
        tokenIn = tokenIn_;
        tokenOut = tokenOut_;
    }

    function placeStop(uint256 amount, uint256 stopPrice) external returns (uint256 id) {
        require(IERC20(tokenIn).transferFrom(msg.sender, address(this), amount), "pull");
        id = stops.length;
        stops.push(Stop(msg.sender, amount, stopPrice, false));
    }

    function currentPrice() public view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        (uint256 rIn, uint256 rOut) = pair.token0() == tokenIn ? (uint256(r0), uint256(r1)) : (uint256(r1), uint256(r0));
        // <yes> <report> OTHER
        return rOut * 1e18 / rIn;
    }

    function trigger(uint256 id) external {
        Stop storage s = stops[id];
        require(!s.done, "done");
        require(currentPrice() <= s.stopPrice, "above stop");
        s.done = true;

        address[] memory path = new address[](2);
        path[0] = tokenIn;
        path[1] = tokenOut;
        IERC20(tokenIn).approve(address(router), s.amount);
        uint256 minOut = s.amount * s.stopPrice / 1e18 * 95 / 100;
        uint256[] memory amounts = router.swapExactTokensForTokens(s.amount, minOut, path, address(this), block.timestamp);
        uint256 out = amounts[amounts.length - 1];
        uint256 bounty = out * BOUNTY_BPS / 10_000;
        require(IERC20(tokenOut).transfer(msg.sender, bounty), "bounty");
        require(IERC20(tokenOut).transfer(s.owner, out - bounty), "owner");
    }
}
