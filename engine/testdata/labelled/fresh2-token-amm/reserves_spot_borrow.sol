// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IUniswapV2Pair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function token0() external view returns (address);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

abstract contract PairPriced {
    IUniswapV2Pair public immutable pair;
    address public immutable collateralToken;

    constructor(IUniswapV2Pair _pair, address _collateralToken) {
        pair = _pair;
        collateralToken = _collateralToken;
    }

    // Price of one collateral token in stablecoins, 18 decimals.
    function _collateralPrice() internal view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        (uint256 rc, uint256 rs) = pair.token0() == collateralToken ? (uint256(r0), uint256(r1)) : (uint256(r1), uint256(r0));
        // <yes> <report> OTHER
        return rs * 1e18 / rc;
    }
}

contract IsolatedLendingPool is PairPriced {
    IERC20 public immutable stable;
    uint256 public constant COLLATERAL_FACTOR = 75;
    mapping(address => uint256) public deposits;
    mapping(address => uint256) public borrows;

    constructor(IUniswapV2Pair _pair, address _collateral, IERC20 _stable) PairPriced(_pair, _collateral) {
        stable = _stable;
    }

    function deposit(uint256 amount) external {
        require(IERC20(collateralToken).transferFrom(msg.sender, address(this), amount), "transfer");
        deposits[msg.sender] += amount;
    }

    function borrow(uint256 amount) external {
        uint256 maxBorrow = deposits[msg.sender] * _collateralPrice() / 1e18 * COLLATERAL_FACTOR / 100;
        require(borrows[msg.sender] + amount <= maxBorrow, "insufficient collateral");
        borrows[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount), "transfer");
    }

    function repay(uint256 amount) external {
        require(stable.transferFrom(msg.sender, address(this), amount), "transfer");
        borrows[msg.sender] -= amount;
    }
}
