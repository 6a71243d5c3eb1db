// SPDX-License-Identifier: UNLICENSED
pragma solidity 0.8.17;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract SwapExecutor {
    struct SwapData {
        address callTo;
        address approveTo;
        address sendingAssetId;
        address receivingAssetId;
        uint256 fromAmount;
        bytes callData;
    }

    event Swapped(address indexed user, address fromToken, address toToken, uint256 received);

    function swapTokensGeneric(SwapData calldata swap, address receiver, uint256 minOut) external {
        IERC20(swap.sendingAssetId).transferFrom(msg.sender, address(this), swap.fromAmount);
        uint256 before = IERC20(swap.receivingAssetId).balanceOf(address(this));
        // <yes> <report> ACCESS_CONTROL
        (bool success, bytes memory res) = swap.callTo.call(swap.callData);
        if (!success) {
            assembly {
                revert(add(res, 32), mload(res))
            }
        }
        uint256 received = IERC20(swap.receivingAssetId).balanceOf(address(this)) - before;
        require(received >= minOut, "slippage");
        IERC20(swap.receivingAssetId).transfer(receiver, received);
        emit Swapped(msg.sender, swap.sendingAssetId, swap.receivingAssetId, received);
    }
}
