// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract LootBox {
    uint256 public constant BOX_PRICE = 0.05 ether;
    mapping(address => uint256[]) public items;
    uint256 private nonce;

    function open() external payable returns (uint256 rarity) {
        require(msg.value == BOX_PRICE, "price");
        nonce++;
        // <yes> <report> BAD_RANDOMNESS
        uint256 roll = uint256(keccak256(abi.encodePacked(block.coinbase, block.gaslimit, msg.sender, nonce))) % 1000;
        if (roll < 10) rarity = 3;
        else if (roll < 100) rarity = 2;
        else rarity = 1;
        items[msg.sender].push(rarity);
    }
}
