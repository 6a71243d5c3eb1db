pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

interface IBorrower {
    function onFlashLoan(uint256 amount, uint256 fee) external;
}

contract Pool {
    IERC20 public immutable token0;
    IERC20 public immutable token1;
    uint256 public reserve0;
    uint256 public reserve1;

    constructor(IERC20 a, IERC20 b) {
        token0 = a;
        token1 = b;
    }

    // The output follows from the input the caller pays in.
    function swap(uint256 amountIn, uint256 minOut) external returns (uint256 amountOut) {
        require(token0.transferFrom(msg.sender, address(this), amountIn));
        amountOut = amountIn * 997 * reserve1 / (reserve0 * 1000 + amountIn * 997);
        require(amountOut >= minOut);
        require(token1.transfer(msg.sender, amountOut));
        reserve0 = token0.balanceOf(address(this));
        reserve1 = token1.balanceOf(address(this));
    }

    // Lent, then taken back with a fee.
    function flashLoan(IBorrower receiver, uint256 amount) external {
        uint256 fee = amount / 1000;
        require(token0.transfer(address(receiver), amount));
        receiver.onFlashLoan(amount, fee);
        require(token0.transferFrom(address(receiver), address(this), amount + fee));
    }

    // Lent, then required back by the contract's balance.
    function balanceLoan(IBorrower receiver, uint256 amount) external {
        uint256 before = token0.balanceOf(address(this));
        require(token0.transfer(address(receiver), amount));
        receiver.onFlashLoan(amount, 0);
        require(token0.balanceOf(address(this)) >= before);
    }

    // Pays out an amount that nothing paid in decides.
    function skim(uint256 amountIn, uint256 amount) external { // want "Pool.skim\\(\\) lets any caller transfer amount of the contract's tokens to msg.sender"
        require(token0.transferFrom(msg.sender, address(this), amountIn));
        require(token1.transfer(msg.sender, amount));
    }

    // Lent, and never taken back.
    function gift(IBorrower receiver, uint256 amount) external { // want "Pool.gift\\(\\) lets any caller transfer amount of the contract's tokens to address\\(receiver\\)"
        require(token0.transfer(address(receiver), amount));
        receiver.onFlashLoan(amount, 0);
    }
}
