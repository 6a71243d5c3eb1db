// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
    function allowance(address owner, address spender) external view returns (uint256);
}

library LibSwap {
    struct SwapData {
        address callTo;
        address approveTo;
        address sendingAssetId;
        address receivingAssetId;
        uint256 fromAmount;
        bytes callData;
        bool requiresDeposit;
    }

    function swap(bytes32 transactionId, SwapData calldata _swap) internal {
        if (_swap.requiresDeposit) {
            IERC20(_swap.sendingAssetId).transferFrom(msg.sender, address(this), _swap.fromAmount);
        }
        if (IERC20(_swap.sendingAssetId).allowance(address(this), _swap.approveTo) < _swap.fromAmount) {
            IERC20(_swap.sendingAssetId).approve(_swap.approveTo, type(uint256).max);
        }
        // <yes> <report> ACCESS_CONTROL
        (bool success, ) = _swap.callTo.call(_swap.callData);
        require(success, "swap failed");
        emit AssetSwapped(transactionId, _swap.callTo, _swap.sendingAssetId, _swap.receivingAssetId, _swap.fromAmount);
    }

    event AssetSwapped(bytes32 transactionId, address dex, address fromAsset, address toAsset, uint256 fromAmount);
}

/// Diamond facet of a bridge aggregator (the LI.FI GenericSwapFacet of March 2022): swaps before bridging,
/// each step a DEX chosen by the caller. Users keep infinite approvals on the diamond.
contract GenericSwapFacet {
    event LiFiTransferStarted(bytes32 indexed transactionId, address receiver);

    function swapTokensGeneric(bytes32 transactionId, address receiver, LibSwap.SwapData[] calldata swaps) external payable {
        require(swaps.length > 0, "no swaps");
        for (uint256 i = 0; i < swaps.length; i++) {
            LibSwap.swap(transactionId, swaps[i]);
        }
        emit LiFiTransferStarted(transactionId, receiver);
    }
}
