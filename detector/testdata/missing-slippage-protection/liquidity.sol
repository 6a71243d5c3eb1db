pragma solidity ^0.8.0;

interface IRouter {
    function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) external returns (uint256, uint256, uint256);
    function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) external payable returns (uint256, uint256, uint256);
    function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) external returns (uint256, uint256);
}

interface ICurvePool {
    function exchange(int128 i, int128 j, uint256 dx, uint256 min_dy) external returns (uint256);
}

interface IExchange {
    function exchange(address token, uint256 amount) external returns (uint256);
}

contract Liquidity {
    IRouter public router;
    ICurvePool public curve;
    IExchange public other;
    uint256 public lp;

    function add(address a, address b, uint256 x, uint256 y) external {
        (, , uint256 l) = router.addLiquidity(a, b, x, y, 0, 0, address(this), block.timestamp); // want "Liquidity.add\\(\\) adds liquidity through router accepting any amount out \\(minimum 0\\)"
        lp += l;
    }

    function addEth(address t, uint256 x) external payable {
        (, , uint256 l) = router.addLiquidityETH{value: msg.value}(t, x, 0, 0, msg.sender, block.timestamp); // want "adds liquidity through router accepting any amount out"
        lp += l;
    }

    function remove(address a, address b, uint256 l) external {
        lp -= l;
        (uint256 x, uint256 y) = router.removeLiquidity(a, b, l, 0, 0, msg.sender, block.timestamp); // want "removes liquidity through router accepting any amount out"
        require(x + y > 0);
    }

    function swapCurve(uint256 dx) external {
        uint256 out = curve.exchange(0, 1, dx, 0); // want "Liquidity.swapCurve\\(\\) swaps through curve accepting any amount out"
        lp += out;
    }

    // Safe: the caller bounds both amounts and the time.
    function addBounded(address a, address b, uint256 x, uint256 y, uint256 minX, uint256 minY, uint256 deadline) external {
        (, , uint256 l) = router.addLiquidity(a, b, x, y, minX, minY, msg.sender, deadline);
        lp += l;
    }

    // Only one side bounded still bounds the price.
    function removeOneSide(address a, address b, uint256 l, uint256 minX, uint256 deadline) external {
        lp -= l;
        (uint256 x, ) = router.removeLiquidity(a, b, l, minX, 0, msg.sender, deadline);
        require(x > 0);
    }

    function swapCurveBounded(uint256 dx, uint256 minDy) external {
        lp += curve.exchange(0, 1, dx, minDy);
    }

    // Another exchange function, of two arguments: not a pool swap with a minimum.
    function swapOther(address t) external {
        lp += other.exchange(t, 0);
    }
}
