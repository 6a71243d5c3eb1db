// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface IERC721 {
    function ownerOf(uint256 tokenId) external view returns (address);
    function transferFrom(address from, address to, uint256 tokenId) external;
}

/// Fixed-price market for game weapons. Sellers keep the NFT and approve the market; buyers pay the list price.
contract WeaponBazaar {
    IERC721 public immutable weapons;
    uint256 public constant FEE_BPS = 250;
    address public feeRecipient;

    struct Listing {
        address seller;
        uint256 price;
    }

    mapping(uint256 => Listing) public listings;
    mapping(address => uint256) public proceeds;

    constructor(IERC721 _weapons, address _feeRecipient) {
        weapons = _weapons;
        feeRecipient = _feeRecipient;
    }

    function list(uint256 tokenId, uint256 price) external {
        require(weapons.ownerOf(tokenId) == msg.sender, "not owner");
        listings[tokenId] = Listing(msg.sender, price);
    }

    function updatePrice(uint256 tokenId, uint256 newPrice) external {
        require(listings[tokenId].seller == msg.sender, "not seller");
        listings[tokenId].price = newPrice;
    }

    function buy(uint256 tokenId) external payable {
        Listing memory l = listings[tokenId];
        require(l.seller != address(0), "not listed");
        // <yes> <report> FRONT_RUNNING
        require(msg.value >= l.price, "underpaid");
        delete listings[tokenId];
        uint256 fee = (msg.value * FEE_BPS) / 10_000;
        proceeds[l.seller] += msg.value - fee;
        proceeds[feeRecipient] += fee;
        weapons.transferFrom(l.seller, msg.sender, tokenId);
    }

    function withdrawProceeds() external {
        uint256 amount = proceeds[msg.sender];
        proceeds[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "withdraw");
    }
}
