// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IUniswapV2Router {
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
}

/// Spot margin desk whose leveraged buys carry the trader's own minimum output and deadline.
contract MinOutLongDesk {
    IERC20 public immutable usdc;
    IERC20 public immutable weth;
    IUniswapV2Router public immutable router;

    struct Loan {
        uint256 debt;
        uint256 wethHeld;
    }

    mapping(address => Loan) public loans;

    constructor(IERC20 _usdc, IERC20 _weth, IUniswapV2Router _router) {
        usdc = _usdc;
        weth = _weth;
        router = _router;
    }

    function openLong(uint256 marginAmount, uint256 leverage, uint256 minWethOut, uint256 deadline) external {
        require(leverage >= 1 && leverage <= 3, "leverage");
        require(loans[msg.sender].debt == 0, "open");
        require(usdc.transferFrom(msg.sender, address(this), marginAmount), "transfer");
        uint256 borrowed = marginAmount * (leverage - 1);
        uint256 amountIn = marginAmount + borrowed;
        address[] memory path = new address[](2);
        path[0] = address(usdc);
        path[1] = address(weth);
        require(usdc.approve(address(router), amountIn), "approve");
        uint256[] memory out = router.swapExactTokensForTokens(amountIn, minWethOut, path, address(this), deadline);
        loans[msg.sender] = Loan(borrowed, out[1]);
    }
}
