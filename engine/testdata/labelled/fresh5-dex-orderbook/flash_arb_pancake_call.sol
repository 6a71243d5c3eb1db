// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IPancakePair {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}

interface IPancakeRouter {
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
}

/// Flash-swap arbitrage bot. The bot keeps working capital and standing router approvals; the flash callback
/// checks neither that the caller is a pair nor that the bot itself started the swap, so anyone can call
/// pancakeCall with a fake "pair" and have the bot repay it.
contract FlashArbBot {
    address public immutable owner;
    IPancakeRouter public immutable router;

    constructor(IPancakeRouter _router) {
        owner = msg.sender;
        router = _router;
    }

    function start(IPancakePair pair, uint256 amount0, uint256 amount1, address[] calldata route) external {
        require(msg.sender == owner, "Arb: owner");
        pair.swap(amount0, amount1, address(this), abi.encode(route));
    }

    function pancakeCall(address, uint256 amount0, uint256 amount1, bytes calldata data) external {
        address[] memory route = abi.decode(data, (address[]));
        uint256 borrowed = amount0 > 0 ? amount0 : amount1;
        IERC20(route[0]).approve(address(router), borrowed);
        router.swapExactTokensForTokens(borrowed, 0, route, address(this), block.timestamp);

        uint256 repay = (borrowed * 10_000) / 9_975 + 1;
        // <yes> <report> ACCESS_CONTROL
        require(IERC20(route[0]).transfer(msg.sender, repay), "Arb: repay");
    }

    function withdraw(IERC20 token) external {
        require(msg.sender == owner, "Arb: owner");
        require(token.transfer(owner, token.balanceOf(address(this))), "Arb: withdraw");
    }
}
