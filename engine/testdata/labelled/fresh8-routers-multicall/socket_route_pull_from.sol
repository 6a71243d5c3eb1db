// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.4;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// Wrapped-native route of a bridge gateway (after Socket's January 2024 WrappedTokenSwapperImpl): the route
/// pulls the input from a `from` address and pays the wrapped/unwrapped token to the receiver.
contract WrappedTokenSwapperRoute {
    address public immutable socketGateway;
    IERC20 public immutable weth;

    event Swapped(address from, address receiver, uint256 amount);

    constructor(address gateway, address _weth) {
        socketGateway = gateway;
        weth = IERC20(_weth);
    }

    function performAction(address fromToken, address toToken, uint256 amount, address from, address receiver) external payable returns (uint256) {
        require(fromToken != toToken, "same token");
        // <yes> <report> ACCESS_CONTROL
        require(IERC20(fromToken).transferFrom(from, address(this), amount), "pull failed");
        uint256 out = IERC20(toToken).balanceOf(address(this));
        require(IERC20(toToken).transfer(receiver, out), "push failed");
        emit Swapped(from, receiver, out);
        return out;
    }
}
