// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

interface IFloorOracle {
    function floorPrice(address collection) external view returns (uint256);
}

contract NftCollateralVault {
    IERC721 public immutable collection;
    IFloorOracle public immutable oracle;
    mapping(uint256 => address) public depositorOf;
    mapping(address => uint256) public nftCount;
    mapping(address => uint256) public debt;

    constructor(IERC721 c, IFloorOracle o) {
        collection = c;
        oracle = o;
    }

    receive() external payable {}

    function depositNft(uint256 tokenId) external {
        collection.transferFrom(msg.sender, address(this), tokenId);
        depositorOf[tokenId] = msg.sender;
        nftCount[msg.sender] += 1;
    }

    function _checkHealth(address account) internal view {
        require(debt[account] * 2 <= nftCount[account] * oracle.floorPrice(address(collection)), "LTV");
    }

    function borrow(uint256 amount) external {
        debt[msg.sender] += amount;
        _checkHealth(msg.sender);
        payable(msg.sender).transfer(amount);
    }

    function withdrawNft(uint256 tokenId) external {
        require(depositorOf[tokenId] == msg.sender, "owner");
        // onERC721Received runs while nftCount still counts this token: the receiver borrows against it
        // <yes> <report> REENTRANCY
        collection.safeTransferFrom(address(this), msg.sender, tokenId);
        delete depositorOf[tokenId];
        nftCount[msg.sender] -= 1;
        _checkHealth(msg.sender);
    }
}
