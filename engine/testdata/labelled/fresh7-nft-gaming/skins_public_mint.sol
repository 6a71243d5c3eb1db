// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

/// Character skins as ERC-721. Skins are minted by the crafting contract when a player combines shards.
contract SkinCollection {
    string public name = "Arcadia Skins";
    string public symbol = "SKIN";
    address public owner;
    address public crafter;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => uint256) public skinType;
    uint256 public totalSupply;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    constructor() {
        owner = msg.sender;
    }

    function setCrafter(address _crafter) external {
        require(msg.sender == owner, "owner");
        crafter = _crafter;
    }

    // <yes> <report> ACCESS_CONTROL
    function craftMint(address to, uint256 kind) external returns (uint256 id) {
        id = ++totalSupply;
        ownerOf[id] = to;
        balanceOf[to] += 1;
        skinType[id] = kind;
        emit Transfer(address(0), to, id);
    }

    function transferFrom(address from, address to, uint256 id) external {
        require(ownerOf[id] == from && from == msg.sender, "not owner");
        ownerOf[id] = to;
        balanceOf[from] -= 1;
        balanceOf[to] += 1;
        emit Transfer(from, to, id);
    }
}
