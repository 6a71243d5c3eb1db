// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

contract RarityMint {
    mapping(uint256 => uint8) public rarity;
    mapping(uint256 => address) public ownerOf;
    uint256 public nextId;
    uint256 public constant PRICE = 0.02 ether;

    function mint() external payable returns (uint256 id) {
        require(msg.value == PRICE, "price");
        id = nextId++;
        ownerOf[id] = msg.sender;
        // <yes> <report> BAD_RANDOMNESS
        uint256 seed = uint256(keccak256(abi.encodePacked(block.prevrandao, msg.sender, id)));
        // <yes> <report> BAD_RANDOMNESS
        rarity[id] = seed % 100 < 3 ? 3 : (seed % 100 < 20 ? 2 : 1);
    }
}
