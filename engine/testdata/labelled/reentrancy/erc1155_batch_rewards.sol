// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC1155 {
    function safeBatchTransferFrom(address from, address to, uint256[] calldata ids, uint256[] calldata amounts, bytes calldata data) external;
}

// A season's rewards, held by the contract in the game's own ERC-1155 collection: the batch transfer calls the
// player's onERC1155BatchReceived before the claim is recorded, and the player claims again from it.
contract SeasonRewards {
    IERC1155 public immutable items;
    address public immutable admin;
    mapping(address => bool) public eligible;
    mapping(address => bool) public claimed;
    uint256[] private rewardIds;
    uint256[] private rewardAmounts;

    constructor(IERC1155 collection, uint256[] memory ids, uint256[] memory amounts) {
        items = collection;
        admin = msg.sender;
        rewardIds = ids;
        rewardAmounts = amounts;
    }

    function setEligible(address player) external {
        require(msg.sender == admin, "admin");
        eligible[player] = true;
    }

    function claim() external {
        require(eligible[msg.sender] && !claimed[msg.sender], "not eligible");
        // <yes> <report> REENTRANCY
        items.safeBatchTransferFrom(address(this), msg.sender, rewardIds, rewardAmounts, "");
        claimed[msg.sender] = true;
    }
}
