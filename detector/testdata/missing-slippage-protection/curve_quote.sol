pragma solidity ^0.8.0;

interface IRouter {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline) external returns (uint256[] memory);
}

interface IPair {
    function token0() external view returns (address);
    function getReserves() external view returns (uint112, uint112, uint32);
}

// A minimum quoted on the pool's constant-product curve from its current reserves: the sandwich has moved them.
contract CurveQuoteZap {
    IRouter public router;
    address[] public path;

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) internal pure returns (uint256) {
        uint256 inWithFee = amountIn * 997;
        return (inWithFee * reserveOut) / (reserveIn * 1000 + inWithFee);
    }

    function zap(IPair pair, uint256 amount, uint256 deadline) external {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        (uint256 rIn, uint256 rOut) = pair.token0() == path[0] ? (uint256(r0), uint256(r1)) : (uint256(r1), uint256(r0));
        uint256 quoted = (amount * 997 * rOut) / (rIn * 1000 + amount * 997);
        uint256 minOut = (quoted * 9_950) / 10_000;
        router.swapExactTokensForTokens(amount, minOut, path, msg.sender, deadline); // want "CurveQuoteZap.zap\\(\\) swaps through router with a minimum computed from pair.getReserves\\(\\) in the same transaction"
    }

    function zapHelper(IPair pair, uint256 amount, uint256 deadline) external {
        uint112 r0;
        uint112 r1;
        (r0, r1, ) = pair.getReserves();
        uint256 minOut = getAmountOut(amount, r0, r1) * 99 / 100;
        router.swapExactTokensForTokens(amount, minOut, path, msg.sender, deadline); // want "CurveQuoteZap.zapHelper\\(\\) swaps through router with a minimum computed from pair.getReserves\\(\\)"
    }

    // Safe: the caller's quote, checked against nothing the pool reports now.
    function zapBounded(IPair pair, uint256 amount, uint256 minOut, uint256 deadline) external {
        (uint112 r0, , ) = pair.getReserves();
        require(r0 > 0, "empty");
        router.swapExactTokensForTokens(amount, minOut, path, msg.sender, deadline);
    }
}
