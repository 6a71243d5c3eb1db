pragma solidity =0.6.6;

interface IPair {
    function transferFrom(address from, address to, uint value) external returns (bool);
    function burn(address to) external returns (uint amount0, uint amount1);
}

interface IWETH {
    function withdraw(uint) external;
}

interface IERC20 {
    function transfer(address to, uint value) external returns (bool);
}

library TransferHelper {
    function safeTransfer(address token, address to, uint value) internal {
        (bool success, bytes memory data) = token.call(abi.encodeWithSelector(0xa9059cbb, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), 'TransferHelper: TRANSFER_FAILED');
    }

    function safeTransferETH(address to, uint value) internal {
        (bool success,) = to.call{value: value}(new bytes(0));
        require(success, 'TransferHelper: ETH_TRANSFER_FAILED');
    }
}

// A Uniswap V2 router: the caller hands its liquidity tokens to the pair, and what it receives is what the
// pair's burn returns; the router itself holds nothing between calls.
contract Router {
    address public immutable WETH;
    address public immutable pair;

    constructor(address _WETH, address _pair) public {
        WETH = _WETH;
        pair = _pair;
    }

    receive() external payable {}

    function removeLiquidity(uint liquidity, address to) public returns (uint amountA, uint amountB) {
        IPair(pair).transferFrom(msg.sender, pair, liquidity);
        (amountA, amountB) = IPair(pair).burn(to);
    }

    // Safe: the caller pays with its liquidity tokens.
    function removeLiquidityETH(address token, uint liquidity, address to) public returns (uint amountToken, uint amountETH) {
        (amountToken, amountETH) = removeLiquidity(liquidity, address(this));
        TransferHelper.safeTransfer(token, to, amountToken);
        IWETH(WETH).withdraw(amountETH);
        TransferHelper.safeTransferETH(to, amountETH);
    }

    // Safe: the same, reached through another public function.
    function removeLiquidityETHWithPermit(address token, uint liquidity, address to) external returns (uint amountToken, uint amountETH) {
        (amountToken, amountETH) = removeLiquidityETH(token, liquidity, to);
    }

    // Vulnerable: the router's own ether and tokens, to anyone.
    function sweep(address token, address to, uint amount) external { // want "Router.sweep\\(\\) lets any caller transfer amount of the contract.s tokens to to"
        TransferHelper.safeTransferETH(to, address(this).balance); 
        require(IERC20(token).transfer(to, amount));
    }
}
