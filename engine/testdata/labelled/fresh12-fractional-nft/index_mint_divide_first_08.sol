// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

interface IAppraisal {
    function valueOf(address collection, uint256 tokenId) external view returns (uint256);
}

// Index token backed by a basket of NFTs from several collections. Depositing an NFT mints index shares
// in proportion to its appraised value against the basket's.
contract BlueChipIndex {
    IAppraisal public immutable appraisal;
    address public owner;
    uint256 public totalSupply;
    uint256 public basketValue;
    mapping(address => uint256) public balanceOf;
    mapping(address => bool) public allowedCollection;

    constructor(IAppraisal _appraisal) {
        appraisal = _appraisal;
        owner = msg.sender;
    }

    function allowCollection(address collection, bool allowed) external {
        require(msg.sender == owner, "owner");
        allowedCollection[collection] = allowed;
    }

    function deposit(address collection, uint256 tokenId) external returns (uint256 shares) {
        require(allowedCollection[collection], "collection");
        uint256 value = appraisal.valueOf(collection, tokenId);
        require(value > 0, "no value");
        if (totalSupply == 0) {
            shares = value;
        } else {
            // <yes> <report> ARITHMETIC
            shares = value / basketValue * totalSupply;
        }
        require(shares > 0, "dust");
        IERC721(collection).transferFrom(msg.sender, address(this), tokenId);
        basketValue += value;
        totalSupply += shares;
        balanceOf[msg.sender] += shares;
    }

    function basketShareOf(address who) external view returns (uint256) {
        return totalSupply == 0 ? 0 : (balanceOf[who] * basketValue) / totalSupply;
    }
}
