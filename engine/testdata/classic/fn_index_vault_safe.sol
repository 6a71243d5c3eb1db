// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

// NFT index vault: deposits mint 1e18 index tokens per NFT; redemption burns first, then sends the
// chosen NFTs with safeTransferFrom.
contract SafeIndexVault {
    IERC721 public immutable collection;
    uint256 public constant UNIT = 1e18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => bool) public held;

    constructor(IERC721 _collection) {
        collection = _collection;
    }

    function deposit(uint256[] calldata ids) external {
        for (uint256 i = 0; i < ids.length; i++) {
            collection.transferFrom(msg.sender, address(this), ids[i]);
            held[ids[i]] = true;
        }
        totalSupply += ids.length * UNIT;
        balanceOf[msg.sender] += ids.length * UNIT;
    }

    function redeem(uint256[] calldata ids) external {
        uint256 cost = ids.length * UNIT;
        balanceOf[msg.sender] -= cost;
        totalSupply -= cost;
        for (uint256 i = 0; i < ids.length; i++) {
            require(held[ids[i]], "not held");
            held[ids[i]] = false;
        }
        for (uint256 i = 0; i < ids.length; i++) {
            collection.safeTransferFrom(address(this), msg.sender, ids[i]);
        }
    }
}
