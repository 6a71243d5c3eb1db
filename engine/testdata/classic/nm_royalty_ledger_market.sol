// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

interface IERC2981 {
    function royaltyInfo(uint256 tokenId, uint256 salePrice) external view returns (address receiver, uint256 royaltyAmount);
}

interface IERC721 {
    function ownerOf(uint256 tokenId) external view returns (address);
    function transferFrom(address from, address to, uint256 tokenId) external;
}

abstract contract Ownable2 {
    address public owner;
    address public pendingOwner;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function transferOwnership(address next) external onlyOwner {
        pendingOwner = next;
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "pending");
        owner = pendingOwner;
        pendingOwner = address(0);
    }
}

contract RoyaltyLedgerMarket is Ownable2 {
    struct Listing {
        address seller;
        uint256 price;
    }

    uint256 public constant MAX_ROYALTY_BPS = 1000;
    uint256 public feeBps = 250;
    uint256 public protocolFees;
    bool private locked;

    mapping(address => mapping(uint256 => Listing)) public listings;
    mapping(address => uint256) public credits;

    event Listed(address indexed collection, uint256 indexed tokenId, address seller, uint256 price);
    event Sold(address indexed collection, uint256 indexed tokenId, address buyer, uint256 price, uint256 royalty);

    modifier lock() {
        require(!locked, "locked");
        locked = true;
        _;
        locked = false;
    }

    function setFee(uint256 bps) external onlyOwner {
        require(bps <= 500, "fee");
        feeBps = bps;
    }

    function list(address collection, uint256 tokenId, uint256 price) external {
        require(IERC721(collection).ownerOf(tokenId) == msg.sender, "owner");
        require(price > 0, "price");
        listings[collection][tokenId] = Listing(msg.sender, price);
        emit Listed(collection, tokenId, msg.sender, price);
    }

    function cancel(address collection, uint256 tokenId) external {
        require(listings[collection][tokenId].seller == msg.sender, "seller");
        delete listings[collection][tokenId];
    }

    function _royalty(address collection, uint256 tokenId, uint256 price) internal view returns (address receiver, uint256 amount) {
        try IERC2981(collection).royaltyInfo(tokenId, price) returns (address r, uint256 a) {
            uint256 cap = (price * MAX_ROYALTY_BPS) / 10000;
            (receiver, amount) = (r, a > cap ? cap : a);
        } catch {
            (receiver, amount) = (address(0), 0);
        }
    }

    function buy(address collection, uint256 tokenId) external payable lock {
        Listing memory l = listings[collection][tokenId];
        require(l.seller != address(0) && msg.value == l.price, "listing");
        require(IERC721(collection).ownerOf(tokenId) == l.seller, "stale listing");
        delete listings[collection][tokenId];

        (address receiver, uint256 royalty) = _royalty(collection, tokenId, l.price);
        uint256 fee = (l.price * feeBps) / 10000;
        protocolFees += fee;
        if (receiver != address(0)) {
            credits[receiver] += royalty;
        } else {
            royalty = 0;
        }
        credits[l.seller] += l.price - fee - royalty;

        IERC721(collection).transferFrom(l.seller, msg.sender, tokenId);
        emit Sold(collection, tokenId, msg.sender, l.price, royalty);
    }

    function withdrawCredits() external lock {
        uint256 amount = credits[msg.sender];
        require(amount > 0, "none");
        credits[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "transfer");
    }

    function withdrawFees(address payable to) external onlyOwner lock {
        uint256 amount = protocolFees;
        protocolFees = 0;
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "transfer");
    }
}
