pragma solidity ^0.8.0;

interface IRouter {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external returns (uint256[] memory);
}

contract Compounder {
    IRouter public router;
    address[] public path;

    // The least amount out is 0, kept in a local.
    function compound(uint256 amountIn, uint256 deadline) external {
        uint256 amountOutMin = 0;
        router.swapExactTokensForTokens(amountIn, amountOutMin, path, address(this), deadline); // want "Compounder.compound\\(\\) swaps through router accepting any amount out \\(minimum amountOutMin\\)"
    }

    // Safe: the local starts at 0 but is set to the caller's minimum before the swap.
    function compoundMin(uint256 amountIn, uint256 minOut, uint256 deadline) external {
        uint256 amountOutMin = 0;
        if (minOut > 0) {
            amountOutMin = minOut;
        }
        router.swapExactTokensForTokens(amountIn, amountOutMin, path, address(this), deadline);
    }
}
