// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

interface IPancakePair {
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
    function token0() external view returns (address);
    function token1() external view returns (address);
}

/// Flash-swap arbitrage bot: borrows from a pair, sells on another venue, repays, keeps the profit
/// in this contract for the operator to collect.
contract FlashArbBot {
    address public operator;

    constructor() public {
        operator = msg.sender;
    }

    function start(IPancakePair pair, uint256 amount0, uint256 amount1, bytes calldata route) external {
        require(msg.sender == operator, "operator");
        pair.swap(amount0, amount1, address(this), route);
    }

    function pancakeCall(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external {
        (address repayToken, uint256 repayAmount, address venue, bytes memory venueData) =
            abi.decode(data, (address, uint256, address, bytes));
        (bool ok, ) = venue.call(venueData);
        require(ok, "venue");
        // <yes> <report> ACCESS_CONTROL
        IERC20(repayToken).transfer(msg.sender, repayAmount);
    }

    function collect(address token) external {
        require(msg.sender == operator, "operator");
        IERC20(token).transfer(operator, IERC20(token).balanceOf(address(this)));
    }
}
