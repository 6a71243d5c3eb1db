// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }

    function safeApprove(IERC20 token, address spender, uint256 value) internal {
        (bool success, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.approve.selector, spender, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: approve failed");
    }
}

interface IPool {
    function swap(address tokenIn, uint256 amountIn, uint256 minOut, address recipient) external returns (uint256);
}

/// Swap router used by the front-end. Users approve the router once; "swapFrom" was added for a
/// relayer integration and takes the payer as a parameter (cf. the Socket / Multichain router incidents).
contract SwapRouter {
    using SafeERC20 for IERC20;

    event Swapped(address indexed payer, address indexed recipient, address pool, uint256 amountIn, uint256 amountOut);

    function swap(IPool pool, IERC20 tokenIn, uint256 amountIn, uint256 minOut) external returns (uint256) {
        return swapFrom(msg.sender, pool, tokenIn, amountIn, minOut, msg.sender);
    }

    function swapFrom(
        address from,
        IPool pool,
        IERC20 tokenIn,
        uint256 amountIn,
        uint256 minOut,
        address recipient
    ) public returns (uint256 amountOut) {
        // <yes> <report> ACCESS_CONTROL
        tokenIn.safeTransferFrom(from, address(this), amountIn);
        tokenIn.safeApprove(address(pool), amountIn);
        amountOut = pool.swap(address(tokenIn), amountIn, minOut, recipient);
        emit Swapped(from, recipient, address(pool), amountIn, amountOut);
    }
}
