// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface IPool { function slot0() external view returns (uint160, int24, uint16, uint16, uint16, uint8, bool); }
interface IERC20 { function transfer(address, uint256) external returns (bool); function transferFrom(address, address, uint256) external returns (bool); }
// Collateral valued at a Uniswap v3 pool's current price.
contract Lender {
    IPool public immutable pool;
    IERC20 public immutable usdc;
    IERC20 public immutable weth;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;
    constructor(IPool p, IERC20 u, IERC20 w) { pool = p; usdc = u; weth = w; }
    function price() public view returns (uint256) {
        // <yes> <report> OTHER
        (uint160 sqrtPriceX96, , , , , , ) = pool.slot0();
        return uint256(sqrtPriceX96) * uint256(sqrtPriceX96) * 1e18 >> 192;
    }
    function deposit(uint256 amount) external {
        require(weth.transferFrom(msg.sender, address(this), amount));
        collateral[msg.sender] += amount;
    }
    function borrow(uint256 amount) external {
        debt[msg.sender] += amount;
        require(collateral[msg.sender] * price() / 1e18 >= debt[msg.sender] * 3 / 2, "health");
        require(usdc.transfer(msg.sender, amount));
    }
}
