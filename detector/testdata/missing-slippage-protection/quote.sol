pragma solidity ^0.8.0;

interface IRouter {
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory amounts);
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline) external returns (uint256[] memory);
}

interface IPair {
    function getReserves() external view returns (uint112, uint112, uint32);
}

interface IOracle {
    function consult(address token, uint256 amountIn) external view returns (uint256);
}

contract Strategy {
    IRouter public router;
    IPair public pair;
    IOracle public twap;
    address[] public path;

    function harvest(uint256 amount, uint256 deadline) external {
        uint256 quoted = router.getAmountsOut(amount, path)[1];
        router.swapExactTokensForTokens(amount, quoted * 99 / 100, path, address(this), deadline); // want "Strategy.harvest\\(\\) swaps through router with a minimum computed from router.getAmountsOut\\(amount, path\\) in the same transaction"
    }

    function harvestReserves(uint256 amount, uint256 deadline) external {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        router.swapExactTokensForTokens(amount, amount * r1 / r0 * 99 / 100, path, address(this), deadline); // want "Strategy.harvestReserves\\(\\) swaps through router with a minimum computed from amount \\* r1 / r0"
    }

    // Safe: a time-weighted price bounds it.
    function harvestTwap(uint256 amount, uint256 deadline) external {
        uint256 expected = twap.consult(path[0], amount);
        router.swapExactTokensForTokens(amount, expected * 99 / 100, path, address(this), deadline);
    }

    // Safe: the caller's bound.
    function harvestBounded(uint256 amount, uint256 minOut, uint256 deadline) external {
        router.swapExactTokensForTokens(amount, minOut, path, address(this), deadline);
    }
}
