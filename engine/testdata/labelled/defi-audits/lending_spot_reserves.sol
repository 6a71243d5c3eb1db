// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IUniswapV2Pair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// A lending market that values collateral at the pool's current reserves.
contract SpotLending {
    IUniswapV2Pair public immutable pair; // token0 = collateral, token1 = stable
    IERC20 public immutable collateral;
    IERC20 public immutable stable;
    mapping(address => uint256) public deposited;
    mapping(address => uint256) public borrowed;

    constructor(IUniswapV2Pair p, IERC20 c, IERC20 s) {
        pair = p;
        collateral = c;
        stable = s;
    }

    function collateralPrice() public view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        // <yes> <report> OTHER
        return uint256(r1) * 1e18 / uint256(r0);
    }

    function depositCollateral(uint256 amount) external {
        require(collateral.transferFrom(msg.sender, address(this), amount), "transfer");
        deposited[msg.sender] += amount;
    }

    function borrow(uint256 amount) external {
        uint256 value = deposited[msg.sender] * collateralPrice() / 1e18;
        require((borrowed[msg.sender] + amount) * 3 <= value * 2, "undercollateralised");
        borrowed[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount), "transfer");
    }
}
