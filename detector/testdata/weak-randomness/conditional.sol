// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

contract Rarity {
    mapping(uint256 => uint8) public rarity;
    mapping(uint256 => uint256) public price;
    uint256 public nextId;
    uint256 public saleEnd;

    // The draw decides which rarity the token gets.
    function mint() external payable returns (uint256 id) {
        id = nextId++;
        uint256 seed = uint256(keccak256(abi.encodePacked(block.prevrandao, msg.sender, id))); // want "Rarity.mint\\(\\) derives a random value from block data .*, which decides the outcome of a condition at line 14"
        rarity[id] = seed % 100 < 3 ? 3 : 1;
    }

    // Safe: a deadline decides the price, not a draw.
    function quote(uint256 id) external {
        price[id] = block.timestamp > saleEnd ? 2 ether : 1 ether;
    }

    // Safe: the caller's own input decides.
    function pick(uint256 id, uint256 choice) external {
        rarity[id] = choice < 3 ? 3 : 1;
    }
}
