// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IUniswapV2Router02 {
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory amounts);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Values a deposit with the router's quote, which is the pool's current reserves: a swap before the deposit
// inflates it.
contract QuotedBonds {
    IUniswapV2Router02 public immutable router;
    IERC20 public immutable lp;
    IERC20 public immutable payoutToken;
    address[] public path;

    constructor(IUniswapV2Router02 r, IERC20 l, IERC20 p, address[] memory pth) {
        router = r;
        lp = l;
        payoutToken = p;
        path = pth;
    }

    function bond(uint256 amount) external {
        require(lp.transferFrom(msg.sender, address(this), amount), "transfer");
        // <yes> <report> OTHER
        uint256 value = router.getAmountsOut(amount, path)[path.length - 1];
        require(payoutToken.transfer(msg.sender, value * 11 / 10), "payout");
    }
}
