// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransferFrom(IERC20 token, address from, address to, uint256 amount) internal {
        (bool ok, bytes memory ret) = address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, amount));
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "SafeERC20: transferFrom failed");
    }

    function safeTransfer(IERC20 token, address to, uint256 amount) internal {
        (bool ok, bytes memory ret) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, amount));
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "SafeERC20: transfer failed");
    }
}

/// Order-execution settlement in the style of Dexible's selfSwap: the trader routes through any number of DEX
/// hops, each a router address and calldata chosen by the trader. Users approve this contract once.
contract DexibleSettlement {
    using SafeERC20 for IERC20;

    struct RouterRequest {
        address router;
        address spender;
        IERC20 routeAmountToken;
        uint256 routeAmount;
        bytes routerData;
    }

    struct SelfSwap {
        IERC20 tokenIn;
        uint256 amountIn;
        IERC20 tokenOut;
        uint256 minAmountOut;
        RouterRequest[] routes;
    }

    address public treasury;
    uint256 public feeBps = 8;

    constructor(address _treasury) {
        treasury = _treasury;
    }

    function selfSwap(SelfSwap calldata request) external {
        request.tokenIn.safeTransferFrom(msg.sender, address(this), request.amountIn);
        uint256 fee = (request.amountIn * feeBps) / 10_000;
        request.tokenIn.safeTransfer(treasury, fee);

        uint256 outBefore = request.tokenOut.balanceOf(address(this));
        for (uint256 i = 0; i < request.routes.length; i++) {
            RouterRequest calldata rr = request.routes[i];
            rr.routeAmountToken.approve(rr.spender, rr.routeAmount);
            // <yes> <report> ACCESS_CONTROL
            (bool ok, ) = rr.router.call(rr.routerData);
            require(ok, "router call failed");
        }
        uint256 out = request.tokenOut.balanceOf(address(this)) - outBefore;
        require(out >= request.minAmountOut, "insufficient output");
        request.tokenOut.safeTransfer(msg.sender, out);
    }
}
