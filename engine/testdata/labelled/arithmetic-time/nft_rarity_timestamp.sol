// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// The rarity of a minted token is rolled from block data and the minter: a minter can precompute it and
// mint only when the roll is rare.
contract RarityMint {
    uint256 public nextId;
    mapping(uint256 => address) public ownerOf;
    mapping(uint256 => uint8) public rarity;

    function mint() external payable {
        require(msg.value == 0.05 ether, "price");
        uint256 id = nextId++;
        ownerOf[id] = msg.sender;
        // <yes> <report> BAD_RANDOMNESS
        uint256 roll = uint256(keccak256(abi.encodePacked(block.timestamp, msg.sender, id))) % 100;
        if (roll < 2) {
            rarity[id] = 3;
        } else if (roll < 12) {
            rarity[id] = 2;
        } else {
            rarity[id] = 1;
        }
    }
}
