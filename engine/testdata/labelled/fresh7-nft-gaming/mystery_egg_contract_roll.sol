// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IPetNFT {
    function mintPet(address to, uint8 species, uint8 rarity) external returns (uint256);
}

/// Mystery eggs: hatching rolls a pet's rarity. A caller that dislikes the result reverts the whole hatch.
contract MysteryEggs {
    IPetNFT public immutable pets;
    address public immutable treasury;
    uint256 public constant EGG_PRICE = 0.01 ether;
    uint256 private nonce;

    constructor(IPetNFT _pets, address _treasury) {
        pets = _pets;
        treasury = _treasury;
    }

    function hatch() external payable returns (uint256 petId) {
        require(msg.value == EGG_PRICE, "price");
        nonce++;
        // <yes> <report> BAD_RANDOMNESS
        uint256 r = uint256(keccak256(abi.encodePacked(block.timestamp, block.difficulty, msg.sender, nonce)));
        uint8 rarity = uint8(r % 100 < 3 ? 3 : r % 100 < 20 ? 2 : 1);
        uint8 species = uint8((r >> 8) % 12);
        petId = pets.mintPet(msg.sender, species, rarity);
        (bool ok, ) = treasury.call{value: msg.value}("");
        require(ok, "treasury");
    }
}
