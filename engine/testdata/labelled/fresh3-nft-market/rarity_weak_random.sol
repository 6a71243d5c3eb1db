// SPDX-License-Identifier: MIT
pragma solidity ^0.8.2;

contract MysteryBoxes {
    enum Rarity { Common, Rare, Epic, Legendary }

    address public owner;
    uint256 public nextId;
    uint256 public constant BOX_PRICE = 0.05 ether;
    mapping(uint256 => address) public ownerOf;
    mapping(uint256 => Rarity) public rarityOf;
    mapping(uint256 => bool) public opened;

    constructor() {
        owner = msg.sender;
    }

    function buyBox() external payable returns (uint256 id) {
        require(msg.value == BOX_PRICE, "price");
        id = nextId++;
        ownerOf[id] = msg.sender;
    }

    function _roll(uint256 id) private view returns (uint256) {
        // <yes> <report> BAD_RANDOMNESS
        return uint256(keccak256(abi.encodePacked(block.timestamp, block.difficulty, msg.sender, id))) % 1000;
    }

    function open(uint256 id) external {
        require(ownerOf[id] == msg.sender && !opened[id], "not yours");
        opened[id] = true;
        uint256 roll = _roll(id);
        if (roll < 5) rarityOf[id] = Rarity.Legendary;
        else if (roll < 50) rarityOf[id] = Rarity.Epic;
        else if (roll < 250) rarityOf[id] = Rarity.Rare;
        else rarityOf[id] = Rarity.Common;
    }
}
