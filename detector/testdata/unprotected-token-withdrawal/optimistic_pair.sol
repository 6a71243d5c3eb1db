pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

// A pair that pays out first and then requires its balances to keep the recorded invariant: the caller must
// have paid in at least as much as it took.
contract OptimisticPair {
    IERC20 public token0;
    IERC20 public token1;
    uint256 private reserve0;
    uint256 private reserve1;

    function swap(uint256 amount0Out, uint256 amount1Out, address to) external {
        (uint256 r0, uint256 r1) = (reserve0, reserve1);
        if (amount0Out > 0) require(token0.transfer(to, amount0Out));
        if (amount1Out > 0) require(token1.transfer(to, amount1Out));
        uint256 b0 = token0.balanceOf(address(this));
        uint256 b1 = token1.balanceOf(address(this));
        require(b0 * b1 >= r0 * r1, "K");
        reserve0 = b0;
        reserve1 = b1;
    }
}

// The same payout checked against a floor the caller passes: it passes 0.
contract CallerFloorPair {
    IERC20 public token0;

    function take(uint256 amount, uint256 floor) external { // want "CallerFloorPair.take\\(\\) lets any caller transfer amount of the contract's tokens to msg.sender"
        require(token0.transfer(msg.sender, amount));
        require(token0.balanceOf(address(this)) >= floor, "floor");
    }
}
