// SPDX-License-Identifier: GPL-2.0-or-later
pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library PoolAddress {
    bytes32 internal constant POOL_INIT_CODE_HASH = 0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54;

    function computeAddress(address factory, address token0, address token1, uint24 fee) internal pure returns (address pool) {
        pool = address(uint160(uint256(keccak256(abi.encodePacked(hex"ff", factory, keccak256(abi.encode(token0, token1, fee)), POOL_INIT_CODE_HASH)))));
    }
}

// The callback admits only the pool the factory deployed for the pair: the deltas are the pool's.
contract CheckedCallbackRouter {
    address public immutable factory;

    constructor(address _factory) {
        factory = _factory;
    }

    function uniswapV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external {
        (address token0, address token1, uint24 fee, address payer) = abi.decode(data, (address, address, uint24, address));
        require(msg.sender == PoolAddress.computeAddress(factory, token0, token1, fee), "not pool");
        uint256 amountToPay = amount0Delta > 0 ? uint256(amount0Delta) : uint256(amount1Delta);
        require(IERC20(token0).transferFrom(payer, msg.sender, amountToPay), "pay");
    }
}

// Without the check any caller passes the deltas.
contract UncheckedCallbackRouter {
    function uniswapV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external {
        (address token0, address payer) = abi.decode(data, (address, address));
        uint256 amountToPay = amount0Delta > 0 ? uint256(amount0Delta) : uint256(amount1Delta);
        require(IERC20(token0).transferFrom(payer, msg.sender, amountToPay), "pay"); // want "UncheckedCallbackRouter.uniswapV3SwapCallback\\(\\) moves tokens out of payer, which any caller chooses"
    }
}
