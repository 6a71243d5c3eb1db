// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Constant-product pair of a V2 fork. The fork added an adjustable swap fee and an emergency pause, and
/// both setters were left callable by anyone.
contract ForkPair {
    address public immutable factory;
    address public immutable token0;
    address public immutable token1;
    address public feeTo;

    uint112 private reserve0;
    uint112 private reserve1;
    uint256 public swapFeeBps = 30;
    bool public paused;
    uint256 private unlocked = 1;

    event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to);

    modifier lock() {
        require(unlocked == 1, "Pair: LOCKED");
        unlocked = 0;
        _;
        unlocked = 1;
    }

    constructor(address _token0, address _token1) {
        factory = msg.sender;
        token0 = _token0;
        token1 = _token1;
    }

    function setFeeTo(address _feeTo) external {
        require(msg.sender == factory, "Pair: FORBIDDEN");
        feeTo = _feeTo;
    }

    function setSwapFee(uint256 _swapFeeBps) external {
        require(_swapFeeBps <= 1_000, "Pair: FEE_TOO_HIGH");
        // <yes> <report> ACCESS_CONTROL
        swapFeeBps = _swapFeeBps;
    }

    function setPaused(bool _paused) external {
        // <yes> <report> ACCESS_CONTROL
        paused = _paused;
    }

    function getReserves() public view returns (uint112, uint112) {
        return (reserve0, reserve1);
    }

    function swap(uint256 amount0Out, uint256 amount1Out, address to) external lock {
        require(!paused, "Pair: PAUSED");
        require(amount0Out > 0 || amount1Out > 0, "Pair: INSUFFICIENT_OUTPUT_AMOUNT");
        (uint112 _reserve0, uint112 _reserve1) = getReserves();
        require(amount0Out < _reserve0 && amount1Out < _reserve1, "Pair: INSUFFICIENT_LIQUIDITY");
        require(to != token0 && to != token1, "Pair: INVALID_TO");

        if (amount0Out > 0) require(IERC20(token0).transfer(to, amount0Out), "Pair: T0");
        if (amount1Out > 0) require(IERC20(token1).transfer(to, amount1Out), "Pair: T1");
        uint256 balance0 = IERC20(token0).balanceOf(address(this));
        uint256 balance1 = IERC20(token1).balanceOf(address(this));
        uint256 amount0In = balance0 > _reserve0 - amount0Out ? balance0 - (_reserve0 - amount0Out) : 0;
        uint256 amount1In = balance1 > _reserve1 - amount1Out ? balance1 - (_reserve1 - amount1Out) : 0;
        require(amount0In > 0 || amount1In > 0, "Pair: INSUFFICIENT_INPUT_AMOUNT");

        uint256 balance0Adjusted = balance0 * 10_000 - amount0In * swapFeeBps;
        uint256 balance1Adjusted = balance1 * 10_000 - amount1In * swapFeeBps;
        require(
            balance0Adjusted * balance1Adjusted >= uint256(_reserve0) * uint256(_reserve1) * 10_000**2,
            "Pair: K"
        );
        require(balance0 <= type(uint112).max && balance1 <= type(uint112).max, "Pair: OVERFLOW");
        reserve0 = uint112(balance0);
        reserve1 = uint112(balance1);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }
}
