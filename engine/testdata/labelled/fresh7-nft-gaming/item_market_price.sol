// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface IERC721 {
    function ownerOf(uint256 tokenId) external view returns (address);
    function transferFrom(address from, address to, uint256 tokenId) external;
}

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Fixed-price market for game weapons, paid in the game's GOLD token. Sellers keep the NFT and approve the
/// market; buyers approve GOLD to the market once (the game client asks for an unlimited approval).
contract WeaponBazaar {
    IERC721 public immutable weapons;
    IERC20 public immutable gold;
    uint256 public constant FEE_BPS = 250;
    address public feeRecipient;

    struct Listing {
        address seller;
        uint256 price;
    }

    mapping(uint256 => Listing) public listings;

    constructor(IERC721 _weapons, IERC20 _gold, address _feeRecipient) {
        weapons = _weapons;
        gold = _gold;
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

    function buy(uint256 tokenId) external {
        Listing memory l = listings[tokenId];
        require(l.seller != address(0), "not listed");
        delete listings[tokenId];
        uint256 fee = (l.price * FEE_BPS) / 10_000;
        // <yes> <report> FRONT_RUNNING
        require(gold.transferFrom(msg.sender, l.seller, l.price - fee), "pay seller");
        require(gold.transferFrom(msg.sender, feeRecipient, fee), "pay fee");
        weapons.transferFrom(l.seller, msg.sender, tokenId);
    }
}
