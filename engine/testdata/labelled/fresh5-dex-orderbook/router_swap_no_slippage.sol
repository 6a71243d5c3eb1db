// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.17;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IUniswapV2Router02 {
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
}

/// Treasury helper that converts protocol revenue to the payout token before distribution.
contract RevenueConverter {
    address public immutable keeper;
    IUniswapV2Router02 public immutable router;
    address public immutable payoutToken;
    address public distributor;

    event Converted(address indexed token, uint256 amountIn, uint256 amountOut);

    constructor(IUniswapV2Router02 _router, address _payoutToken, address _distributor) {
        keeper = msg.sender;
        router = _router;
        payoutToken = _payoutToken;
        distributor = _distributor;
    }

    modifier onlyKeeper() {
        require(msg.sender == keeper, "RevenueConverter: keeper");
        _;
    }

    function convert(address token) external onlyKeeper returns (uint256 out) {
        uint256 amountIn = IERC20(token).balanceOf(address(this));
        require(amountIn > 0, "RevenueConverter: empty");
        IERC20(token).approve(address(router), amountIn);

        address[] memory path = new address[](2);
        path[0] = token;
        path[1] = payoutToken;

        // <yes> <report> FRONT_RUNNING
        uint256[] memory amounts = router.swapExactTokensForTokens(amountIn, 0, path, distributor, block.timestamp);
        out = amounts[amounts.length - 1];
        emit Converted(token, amountIn, out);
    }
}
