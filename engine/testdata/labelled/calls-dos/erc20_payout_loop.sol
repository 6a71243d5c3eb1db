// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract Airdropper {
    address public owner = msg.sender;

    function airdrop(IERC20 token, address[] calldata to, uint256[] calldata amounts) external {
        require(msg.sender == owner, "owner");
        for (uint256 i = 0; i < to.length; i++) {
            // <yes> <report> UNCHECKED_LL_CALLS
            token.transfer(to[i], amounts[i]);
        }
    }
}
