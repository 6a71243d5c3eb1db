// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

/// @title NFT index vault: one share per item, redeemed in checks-effects-interactions order
/// @notice The shares are burnt and the holdings list popped before the item leaves with safeTransferFrom, so
/// the receiver's hook sees the vault in its final state.
contract NftIndex {
    IERC721 public immutable collection;
    uint256 public constant UNIT = 1e18;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    uint256[] public holdings;

    event Minted(address indexed account, uint256 count);
    event Redeemed(address indexed account, uint256 tokenId);

    constructor(IERC721 _collection) {
        collection = _collection;
    }

    function mint(uint256[] calldata tokenIds) external {
        require(tokenIds.length <= 20, "batch");
        balanceOf[msg.sender] += tokenIds.length * UNIT;
        totalSupply += tokenIds.length * UNIT;
        for (uint256 i = 0; i < tokenIds.length; i++) {
            holdings.push(tokenIds[i]);
            collection.transferFrom(msg.sender, address(this), tokenIds[i]);
        }
        emit Minted(msg.sender, tokenIds.length);
    }

    function redeem() external {
        balanceOf[msg.sender] -= UNIT;
        totalSupply -= UNIT;
        uint256 tokenId = holdings[holdings.length - 1];
        holdings.pop();
        emit Redeemed(msg.sender, tokenId);
        collection.safeTransferFrom(address(this), msg.sender, tokenId);
    }
}
