// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Mints a synthetic at the ratio of the two token balances held by an AMM pool.
contract SyntheticMinter {
    IERC20 public immutable weth;
    IERC20 public immutable usdc;
    address public immutable pool;
    mapping(address => uint256) public synth;

    constructor(IERC20 w, IERC20 u, address p) {
        weth = w;
        usdc = u;
        pool = p;
    }

    function ethPrice() public view returns (uint256) {
        // <yes> <report> OTHER
        return usdc.balanceOf(pool) * 1e30 / weth.balanceOf(pool);
    }

    function mint(uint256 wethIn) external {
        require(weth.transferFrom(msg.sender, address(this), wethIn), "transfer");
        synth[msg.sender] += wethIn * ethPrice() / 1e18;
    }
}
