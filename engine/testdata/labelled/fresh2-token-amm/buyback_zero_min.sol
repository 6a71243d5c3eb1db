// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IUniswapV2Router02 {
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        returns (uint256[] memory amounts);
    function WETH() external pure returns (address);
}

// Protocol fee collector: anyone may trigger the buy-back-and-burn of accumulated ETH fees.
contract FeeBuyback {
    IUniswapV2Router02 public immutable router;
    IERC20 public immutable govToken;
    address public constant DEAD = 0x000000000000000000000000000000000000dEaD;
    uint256 public totalBurned;

    event Buyback(uint256 ethIn, uint256 tokensBurned);

    constructor(IUniswapV2Router02 _router, IERC20 _govToken) {
        router = _router;
        govToken = _govToken;
    }

    receive() external payable {}

    function buybackAndBurn() external {
        uint256 ethBalance = address(this).balance;
        require(ethBalance > 0.1 ether, "too little");
        address[] memory path = new address[](2);
        path[0] = router.WETH();
        path[1] = address(govToken);
        // <yes> <report> FRONT_RUNNING
        uint256[] memory amounts = router.swapExactETHForTokens{value: ethBalance}(0, path, DEAD, block.timestamp);
        totalBurned += amounts[1];
        emit Buyback(ethBalance, amounts[1]);
    }
}
