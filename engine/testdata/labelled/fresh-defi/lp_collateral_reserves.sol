// SPDX-License-Identifier: MIT
pragma solidity 0.6.12;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IUniswapV2Pair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function totalSupply() external view returns (uint256);
    function token0() external view returns (address);
    function token1() external view returns (address);
}

interface IPriceOracle {
    function getPrice(address token) external view returns (uint256);
}

contract LPLendingPool {
    IPriceOracle public immutable oracle;
    IERC20 public immutable stable;
    mapping(address => mapping(address => uint256)) public lpDeposits;
    mapping(address => uint256) public debt;
    uint256 public constant LTV_BPS = 6000;

    constructor(IPriceOracle _oracle, IERC20 _stable) public {
        oracle = _oracle;
        stable = _stable;
    }

    function depositLP(address pair, uint256 amount) external {
        require(IERC20(pair).transferFrom(msg.sender, address(this), amount), "transfer");
        lpDeposits[msg.sender][pair] += amount;
    }

    function lpTokenValue(address pair) public view returns (uint256) {
        IUniswapV2Pair lp = IUniswapV2Pair(pair);
        (uint112 r0, uint112 r1, ) = lp.getReserves();
        uint256 p0 = oracle.getPrice(lp.token0());
        uint256 p1 = oracle.getPrice(lp.token1());
        uint256 poolValue = uint256(r0) * p0 + uint256(r1) * p1;
        return poolValue / lp.totalSupply();
    }

    function borrow(address pair, uint256 amount) external {
        // <yes> <report> OTHER
        uint256 collateralValue = lpDeposits[msg.sender][pair] * lpTokenValue(pair);
        require((debt[msg.sender] + amount) * 10000 <= collateralValue * LTV_BPS, "undercollateralized");
        debt[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount), "transfer");
    }
}
