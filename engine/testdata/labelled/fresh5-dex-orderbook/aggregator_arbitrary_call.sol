// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Meta-aggregator proxy: users approve it, then it pulls the input and forwards the trade to whatever
/// DEX the off-chain API picked. The executor target and its calldata come straight from the caller
/// (the pattern behind the Transit Swap, Dexible and LI.FI exploits).
contract AggregationProxy {
    struct SwapDescription {
        address srcToken;
        address dstToken;
        uint256 amount;
        uint256 minReturn;
        address recipient;
    }

    event Swapped(address indexed user, address srcToken, address dstToken, uint256 spent, uint256 returned);

    function swap(address executor, SwapDescription calldata desc, bytes calldata data)
        external
        payable
        returns (uint256 returned)
    {
        require(desc.minReturn > 0, "Proxy: min return");
        require(IERC20(desc.srcToken).transferFrom(msg.sender, address(this), desc.amount), "Proxy: pull");

        uint256 before = IERC20(desc.dstToken).balanceOf(address(this));
        // <yes> <report> ACCESS_CONTROL
        (bool ok, bytes memory ret) = executor.call{value: msg.value}(data);
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
        returned = IERC20(desc.dstToken).balanceOf(address(this)) - before;
        require(returned >= desc.minReturn, "Proxy: return amount too low");
        require(IERC20(desc.dstToken).transfer(desc.recipient, returned), "Proxy: push");
        emit Swapped(msg.sender, desc.srcToken, desc.dstToken, desc.amount, returned);
    }
}
