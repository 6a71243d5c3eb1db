pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
}

contract Reserves {
    IERC20 public immutable token0;
    IERC20 public immutable token1;
    uint112 private reserve0;
    uint112 private reserve1;
    uint128 public ethSeen;

    constructor(IERC20 a, IERC20 b) {
        token0 = a;
        token1 = b;
    }

    // The balances, which anyone raises with a transfer, are cut to 112 bits unchecked.
    function sync() external {
        reserve0 = uint112(token0.balanceOf(address(this))); // want "Reserves.sync\\(\\) converts token0.balanceOf\\(address\\(this\\)\\), the contract's own balance"
        reserve1 = uint112(token1.balanceOf(address(this))); // want "Reserves.sync\\(\\) converts token1.balanceOf\\(address\\(this\\)\\), the contract's own balance"
    }

    function _record() private {
        ethSeen = uint128(address(this).balance); // want "Reserves._record\\(\\) converts address\\(this\\).balance, the contract's own balance"
    }

    receive() external payable {
        _record();
    }

    // Safe: Uniswap V2's check that the balances fit first.
    function syncChecked() external {
        uint256 balance0 = token0.balanceOf(address(this));
        uint256 balance1 = token1.balanceOf(address(this));
        require(balance0 <= type(uint112).max && balance1 <= type(uint112).max, "OVERFLOW");
        reserve0 = uint112(balance0);
        reserve1 = uint112(balance1);
    }
}
