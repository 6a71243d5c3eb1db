// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.20;

/// Aave's WadRayMath: ray multiplication and division rounding half up, with the overflow checks done in
/// assembly before the arithmetic.
library WadRayMath {
    uint256 internal constant RAY = 1e27;
    uint256 internal constant HALF_RAY = 0.5e27;

    function rayMul(uint256 a, uint256 b) internal pure returns (uint256 c) {
        // to avoid overflow, a <= (type(uint256).max - HALF_RAY) / b
        assembly {
            if iszero(or(iszero(b), iszero(gt(a, div(sub(not(0), HALF_RAY), b))))) {
                revert(0, 0)
            }
            c := div(add(mul(a, b), HALF_RAY), RAY)
        }
    }

    function rayDiv(uint256 a, uint256 b) internal pure returns (uint256 c) {
        // to avoid overflow, a <= (type(uint256).max - halfB) / RAY
        assembly {
            if or(iszero(b), iszero(iszero(gt(a, div(sub(not(0), div(b, 2)), RAY))))) {
                revert(0, 0)
            }
            c := div(add(mul(a, RAY), div(b, 2)), b)
        }
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// An interest-bearing deposit token in Aave's style: balances are stored scaled by the liquidity index, so
/// they grow as the index grows; the pool (the only minter and burner) moves the index and the underlying.
contract ScaledAToken {
    using WadRayMath for uint256;

    address public immutable pool;
    IERC20 public immutable underlying;
    uint256 public liquidityIndex = WadRayMath.RAY;
    uint256 public scaledTotalSupply;
    mapping(address => uint256) public scaledBalanceOf;

    event Mint(address indexed to, uint256 amount, uint256 index);
    event Burn(address indexed from, uint256 amount, uint256 index);

    error OnlyPool();
    error InvalidAmount();

    modifier onlyPool() {
        if (msg.sender != pool) revert OnlyPool();
        _;
    }

    constructor(address _pool, IERC20 _underlying) {
        pool = _pool;
        underlying = _underlying;
    }

    function balanceOf(address account) external view returns (uint256) {
        return scaledBalanceOf[account].rayMul(liquidityIndex);
    }

    function totalSupply() external view returns (uint256) {
        return scaledTotalSupply.rayMul(liquidityIndex);
    }

    function updateIndex(uint256 newIndex) external onlyPool {
        require(newIndex >= liquidityIndex, "index decreases");
        liquidityIndex = newIndex;
    }

    function mint(address onBehalfOf, uint256 amount) external onlyPool {
        uint256 scaled = amount.rayDiv(liquidityIndex);
        if (scaled == 0) revert InvalidAmount();
        scaledBalanceOf[onBehalfOf] += scaled;
        scaledTotalSupply += scaled;
        emit Mint(onBehalfOf, amount, liquidityIndex);
    }

    function burn(address from, address receiver, uint256 amount) external onlyPool {
        uint256 scaled = amount.rayDiv(liquidityIndex);
        if (scaled == 0) revert InvalidAmount();
        scaledBalanceOf[from] -= scaled;
        scaledTotalSupply -= scaled;
        require(underlying.transfer(receiver, amount), "transfer failed");
        emit Burn(from, amount, liquidityIndex);
    }
}

// Safe code in the style of widely used contracts (Aave scaled balances): held to no finding above low.
