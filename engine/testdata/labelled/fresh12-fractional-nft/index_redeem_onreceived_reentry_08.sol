// SPDX-License-Identifier: MIT
pragma solidity ^0.8.11;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
    function ownerOf(uint256 tokenId) external view returns (address);
}

// Targeted redemption from an NFT index vault: burn index tokens plus a premium to pick specific NFTs.
// Each NFT is sent with safeTransferFrom so contract wallets can receive it.
contract TargetRedeemVault {
    IERC721 public immutable collection;
    uint256 public constant UNIT = 1e18;
    uint256 public constant TARGET_PREMIUM = 5e16;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => bool) public held;
    uint256 public heldCount;

    constructor(IERC721 _collection) {
        collection = _collection;
    }

    function deposit(uint256[] calldata ids) external {
        for (uint256 i = 0; i < ids.length; i++) {
            collection.transferFrom(msg.sender, address(this), ids[i]);
            held[ids[i]] = true;
        }
        heldCount += ids.length;
        totalSupply += ids.length * UNIT;
        balanceOf[msg.sender] += ids.length * UNIT;
    }

    function redeemTargets(uint256[] calldata ids) external {
        uint256 cost = ids.length * (UNIT + TARGET_PREMIUM);
        uint256 bal = balanceOf[msg.sender];
        require(bal >= cost, "balance");
        for (uint256 i = 0; i < ids.length; i++) {
            require(held[ids[i]], "not held");
            held[ids[i]] = false;
            // <yes> <report> REENTRANCY
            collection.safeTransferFrom(address(this), msg.sender, ids[i]);
        }
        heldCount -= ids.length;
        balanceOf[msg.sender] = bal - cost;
        totalSupply -= ids.length * UNIT;
    }
}
