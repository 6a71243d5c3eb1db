// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

/// A fungible index over one NFT collection: deposit an NFT, receive one unit; redeem one unit for the most
/// recently deposited NFT. redeem() caches the balance, hands the NFT out through safeTransferFrom (which calls
/// the receiver's hook) and only then writes the cached balance back.
contract NftIndexVault {
    uint256 public constant UNIT = 1e18;

    IERC721 public immutable collection;
    uint256[] public holdings;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    constructor(IERC721 _collection) {
        collection = _collection;
    }

    function deposit(uint256 tokenId) external {
        collection.transferFrom(msg.sender, address(this), tokenId);
        holdings.push(tokenId);
        balanceOf[msg.sender] += UNIT;
        totalSupply += UNIT;
    }

    function redeem() external {
        uint256 bal = balanceOf[msg.sender];
        require(bal >= UNIT, "no units");
        uint256 tokenId = holdings[holdings.length - 1];
        holdings.pop();
        // <yes> <report> REENTRANCY
        collection.safeTransferFrom(address(this), msg.sender, tokenId);
        balanceOf[msg.sender] = bal - UNIT;
        totalSupply -= UNIT;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        return true;
    }
}
