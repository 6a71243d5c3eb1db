// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

/// @title NFT index vault (NFTX-style): one share per deposited item of a collection
/// @notice redeem hands the item over with safeTransferFrom, whose onERC721Received hook runs in the caller
/// before its shares are burnt and before the holdings list is updated: the hook re-enters redeem and takes
/// further items for the same share.
contract NftIndexVault {
    IERC721 public immutable collection;
    uint256 public constant UNIT = 1e18;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    uint256[] public holdings;

    constructor(IERC721 _collection) {
        collection = _collection;
    }

    function mint(uint256[] calldata tokenIds) external {
        for (uint256 i = 0; i < tokenIds.length; i++) {
            collection.transferFrom(msg.sender, address(this), tokenIds[i]);
            holdings.push(tokenIds[i]);
        }
        balanceOf[msg.sender] += tokenIds.length * UNIT;
        totalSupply += tokenIds.length * UNIT;
    }

    function redeem() external {
        require(balanceOf[msg.sender] >= UNIT, "shares");
        uint256 tokenId = holdings[holdings.length - 1];
        // <yes> <report> REENTRANCY
        collection.safeTransferFrom(address(this), msg.sender, tokenId);
        holdings.pop();
        balanceOf[msg.sender] -= UNIT;
        totalSupply -= UNIT;
    }
}
