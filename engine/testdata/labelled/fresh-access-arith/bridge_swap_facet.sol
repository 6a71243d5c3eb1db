// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

library LibSwap {
    struct SwapData {
        address callTo;
        address approveTo;
        address sendingAssetId;
        address receivingAssetId;
        uint256 fromAmount;
        bytes callData;
    }
}

contract GenericSwapFacet {
    event Swapped(address indexed user, address fromAsset, address toAsset, uint256 amountOut);

    mapping(address => bool) public approvedDex;
    address public immutable owner;

    constructor() {
        owner = msg.sender;
    }

    function setDex(address dex, bool ok) external {
        require(msg.sender == owner, "owner");
        approvedDex[dex] = ok;
    }

    function swapTokensGeneric(LibSwap.SwapData[] calldata swaps, address receiver) external payable {
        for (uint256 i = 0; i < swaps.length; i++) {
            LibSwap.SwapData calldata s = swaps[i];
            if (s.fromAmount > 0 && s.sendingAssetId != address(0)) {
                IERC20(s.sendingAssetId).transferFrom(msg.sender, address(this), s.fromAmount);
                IERC20(s.sendingAssetId).approve(s.approveTo, s.fromAmount);
            }
            // <yes> <report> ACCESS_CONTROL
            (bool success, ) = s.callTo.call{value: msg.value}(s.callData);
            require(success, "swap failed");
        }
        LibSwap.SwapData calldata last = swaps[swaps.length - 1];
        uint256 out = IERC20(last.receivingAssetId).balanceOf(address(this));
        IERC20(last.receivingAssetId).approve(receiver, out);
        emit Swapped(msg.sender, swaps[0].sendingAssetId, last.receivingAssetId, out);
    }
}
