// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

import "@openzeppelin/contracts/math/SafeMath.sol";

interface IUniswapV2Pair {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
}

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

// A lending market that prices its collateral token in the stablecoin it lends, reading the pair's reserves.
contract SpotPricedLending {
    using SafeMath for uint256;

    IUniswapV2Pair public immutable pair;
    IERC20 public immutable collateralToken;
    IERC20 public immutable stable;
    uint256 public constant LTV_BPS = 7000;

    mapping(address => uint256) public collateralOf;
    mapping(address => uint256) public debtOf;

    constructor(IUniswapV2Pair _pair, IERC20 _collateral, IERC20 _stable) public {
        pair = _pair;
        collateralToken = _collateral;
        stable = _stable;
    }

    function collateralPrice() public view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        if (pair.token0() == address(collateralToken)) {
            // <yes> <report> OTHER
            return uint256(r1).mul(1e18).div(r0);
        }
        return uint256(r0).mul(1e18).div(r1);
    }

    function deposit(uint256 amount) external {
        require(collateralToken.transferFrom(msg.sender, address(this), amount), "transfer");
        collateralOf[msg.sender] = collateralOf[msg.sender].add(amount);
    }

    function borrow(uint256 amount) external {
        uint256 value = collateralOf[msg.sender].mul(collateralPrice()).div(1e18);
        uint256 newDebt = debtOf[msg.sender].add(amount);
        require(newDebt.mul(10000) <= value.mul(LTV_BPS), "undercollateralised");
        debtOf[msg.sender] = newDebt;
        require(stable.transfer(msg.sender, amount), "transfer");
    }

    function repay(uint256 amount) external {
        require(stable.transferFrom(msg.sender, address(this), amount), "transfer");
        debtOf[msg.sender] = debtOf[msg.sender].sub(amount);
    }
}
