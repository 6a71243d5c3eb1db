// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IERC721 {
    function ownerOf(uint256 tokenId) external view returns (address);
    function getApproved(uint256 tokenId) external view returns (address);
    function isApprovedForAll(address owner, address operator) external view returns (bool);
    function transferFrom(address from, address to, uint256 tokenId) external;
}

contract BatchCheckout {
    struct Listing {
        address seller;
        uint128 price;
        uint64 expiry;
    }

    IERC721 public immutable nft;
    address public immutable owner;
    uint256 public constant FEE_BPS = 150;
    uint256 public fees;
    bool private entered;

    mapping(uint256 => Listing) public listings;
    mapping(address => uint256) public proceeds;

    event Purchased(uint256 indexed tokenId, address indexed buyer, uint256 price);

    modifier nonReentrant() {
        require(!entered, "reentrant");
        entered = true;
        _;
        entered = false;
    }

    constructor(IERC721 _nft) {
        nft = _nft;
        owner = msg.sender;
    }

    function list(uint256 tokenId, uint128 price, uint64 expiry) external {
        require(nft.ownerOf(tokenId) == msg.sender, "not owner");
        require(expiry > block.timestamp, "expiry");
        listings[tokenId] = Listing(msg.sender, price, expiry);
    }

    function cancel(uint256 tokenId) external {
        require(listings[tokenId].seller == msg.sender, "not seller");
        delete listings[tokenId];
    }

    function _take(uint256 tokenId) internal returns (uint256 price) {
        Listing memory l = listings[tokenId];
        require(l.seller != address(0) && block.timestamp < l.expiry, "unavailable");
        require(nft.ownerOf(tokenId) == l.seller, "seller moved token");
        delete listings[tokenId];
        price = l.price;
        uint256 fee = (price * FEE_BPS) / 10000;
        fees += fee;
        proceeds[l.seller] += price - fee;
        nft.transferFrom(l.seller, msg.sender, tokenId);
        emit Purchased(tokenId, msg.sender, price);
    }

    function buyBatch(uint256[] calldata tokenIds) external payable nonReentrant {
        require(tokenIds.length <= 50, "batch too large");
        uint256 total;
        for (uint256 i = 0; i < tokenIds.length; i++) {
            total += _take(tokenIds[i]);
        }
        require(msg.value == total, "payment");
    }

    function withdrawProceeds() external nonReentrant {
        uint256 amount = proceeds[msg.sender];
        proceeds[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "withdraw");
    }

    function withdrawFees() external nonReentrant {
        require(msg.sender == owner, "owner");
        uint256 amount = fees;
        fees = 0;
        (bool ok, ) = payable(owner).call{value: amount}("");
        require(ok, "withdraw");
    }
}
