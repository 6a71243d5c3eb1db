// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IGameItems {
    function mintItem(address to, uint256 itemId, uint256 amount) external;
}

/// Loot crates for the Ironforge season pass. Rarity is rolled on opening.
contract IronforgeCrates {
    IGameItems public immutable items;
    address public owner;
    uint256 public cratePrice = 0.02 ether;
    uint256 private openCount;

    event CrateOpened(address indexed player, uint256 itemId, uint256 rarity);

    constructor(IGameItems _items) {
        items = _items;
        owner = msg.sender;
    }

    function openCrate() external payable {
        require(msg.value == cratePrice, "Crates: wrong price");
        openCount++;
        // <yes> <report> BAD_RANDOMNESS
        uint256 roll = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), msg.sender, openCount))) % 1000;
        uint256 rarity;
        if (roll < 5) {
            rarity = 4; // legendary
        } else if (roll < 50) {
            rarity = 3;
        } else if (roll < 200) {
            rarity = 2;
        } else {
            rarity = 1;
        }
        uint256 itemId = rarity * 1000 + (roll % 100);
        items.mintItem(msg.sender, itemId, 1);
        emit CrateOpened(msg.sender, itemId, rarity);
    }

    function withdraw() external {
        require(msg.sender == owner, "Crates: not owner");
        payable(owner).transfer(address(this).balance);
    }
}
