// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IUniswapV2Pair {
    function price0CumulativeLast() external view returns (uint256);
    function price1CumulativeLast() external view returns (uint256);
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function token0() external view returns (address);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Fixed-window TWAP over a Uniswap V2 pair (the V2 example oracle), updated by keepers at most once a period.
contract PairTwapOracle {
    uint256 public constant PERIOD = 30 minutes;
    IUniswapV2Pair public immutable pair;
    bool public immutable collateralIsToken0;
    uint256 public cumulativeLast;
    uint32 public timestampLast;
    uint224 public averagePriceX112;

    constructor(IUniswapV2Pair _pair, address collateral) {
        pair = _pair;
        bool isToken0 = _pair.token0() == collateral;
        collateralIsToken0 = isToken0;
        cumulativeLast = isToken0 ? _pair.price0CumulativeLast() : _pair.price1CumulativeLast();
        (, , timestampLast) = _pair.getReserves();
    }

    function update() external {
        uint256 cumulative = collateralIsToken0 ? pair.price0CumulativeLast() : pair.price1CumulativeLast();
        (, , uint32 blockTimestamp) = pair.getReserves();
        uint32 elapsed;
        unchecked {
            elapsed = blockTimestamp - timestampLast;
        }
        require(elapsed >= PERIOD, "period not elapsed");
        unchecked {
            averagePriceX112 = uint224((cumulative - cumulativeLast) / elapsed);
        }
        cumulativeLast = cumulative;
        timestampLast = blockTimestamp;
    }

    function consult(uint256 amountIn) external view returns (uint256) {
        return (uint256(averagePriceX112) * amountIn) >> 112;
    }
}

contract TwapLendingPool {
    PairTwapOracle public immutable oracle;
    IERC20 public immutable collateral;
    IERC20 public immutable stable;
    uint256 public constant COLLATERAL_FACTOR_BPS = 6000;
    mapping(address => uint256) public deposits;
    mapping(address => uint256) public borrows;

    constructor(PairTwapOracle _oracle, IERC20 _collateral, IERC20 _stable) {
        oracle = _oracle;
        collateral = _collateral;
        stable = _stable;
    }

    function deposit(uint256 amount) external {
        require(collateral.transferFrom(msg.sender, address(this), amount), "transfer");
        deposits[msg.sender] += amount;
    }

    function borrow(uint256 amount) external {
        uint256 value = oracle.consult(deposits[msg.sender]);
        require(borrows[msg.sender] + amount <= value * COLLATERAL_FACTOR_BPS / 10000, "undercollateralized");
        borrows[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount), "transfer");
    }

    function repay(uint256 amount) external {
        require(stable.transferFrom(msg.sender, address(this), amount), "transfer");
        borrows[msg.sender] -= amount;
    }

    function withdraw(uint256 amount) external {
        deposits[msg.sender] -= amount;
        uint256 value = oracle.consult(deposits[msg.sender]);
        require(borrows[msg.sender] <= value * COLLATERAL_FACTOR_BPS / 10000, "undercollateralized");
        require(collateral.transfer(msg.sender, amount), "transfer");
    }
}
