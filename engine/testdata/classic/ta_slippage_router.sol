// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IUniswapV2Router02 {
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        returns (uint256[] memory amounts);
    function WETH() external pure returns (address);
}

// Swap front-end: the caller's minimum output and deadline are enforced and forwarded.
contract GuardedSwapHelper {
    IUniswapV2Router02 public immutable router;

    modifier ensure(uint256 deadline) {
        require(deadline >= block.timestamp, "expired");
        _;
    }

    constructor(IUniswapV2Router02 _router) {
        router = _router;
    }

    function swap(address[] calldata path, uint256 amountIn, uint256 amountOutMin, uint256 deadline)
        external
        ensure(deadline)
        returns (uint256 amountOut)
    {
        require(amountOutMin > 0, "min out");
        IERC20 tokenIn = IERC20(path[0]);
        require(tokenIn.transferFrom(msg.sender, address(this), amountIn), "pull");
        require(tokenIn.approve(address(router), amountIn), "approve");
        uint256[] memory amounts = router.swapExactTokensForTokens(amountIn, amountOutMin, path, msg.sender, deadline);
        amountOut = amounts[amounts.length - 1];
    }
}

// Buy-back-and-burn run by a keeper that quotes the minimum from an off-chain TWAP.
contract KeeperBuyback {
    IUniswapV2Router02 public immutable router;
    IERC20 public immutable govToken;
    address public keeper;
    address public immutable governance;
    address public constant DEAD = 0x000000000000000000000000000000000000dEaD;
    uint256 public totalBurned;

    event Buyback(uint256 ethIn, uint256 tokensBurned);

    constructor(IUniswapV2Router02 _router, IERC20 _govToken, address _keeper) {
        router = _router;
        govToken = _govToken;
        keeper = _keeper;
        governance = msg.sender;
    }

    receive() external payable {}

    function setKeeper(address newKeeper) external {
        require(msg.sender == governance, "governance");
        keeper = newKeeper;
    }

    function buybackAndBurn(uint256 minTokensOut, uint256 deadline) external {
        require(msg.sender == keeper, "keeper");
        require(minTokensOut > 0, "min out");
        uint256 ethBalance = address(this).balance;
        address[] memory path = new address[](2);
        path[0] = router.WETH();
        path[1] = address(govToken);
        uint256[] memory amounts = router.swapExactETHForTokens{value: ethBalance}(minTokensOut, path, DEAD, deadline);
        totalBurned += amounts[1];
        emit Buyback(ethBalance, amounts[1]);
    }
}
