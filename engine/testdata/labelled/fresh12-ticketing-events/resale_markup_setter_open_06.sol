// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "SafeMath: division by zero");
        return a / b;
    }
}

interface ITicketNFT {
    function ownerOf(uint256 tokenId) external view returns (address);
    function transferFrom(address from, address to, uint256 tokenId) external;
    function faceValue(uint256 tokenId) external view returns (uint256);
}

/// Secondary market for event tickets with a resale price cap: a ticket may be listed for at most its face value
/// plus the event's allowed markup, and the organiser takes a royalty on every resale.
contract CappedResaleMarket {
    using SafeMath for uint256;

    uint256 public constant BPS = 10000;

    ITicketNFT public immutable tickets;
    address payable public organiser;
    uint256 public maxMarkupBps;
    uint256 public royaltyBps;

    struct Listing {
        address payable seller;
        uint256 price;
    }

    mapping(uint256 => Listing) public listings;
    mapping(address => uint256) public credit;

    event Listed(uint256 indexed tokenId, address indexed seller, uint256 price);
    event Sold(uint256 indexed tokenId, address indexed buyer, uint256 price);

    constructor(ITicketNFT _tickets, uint256 _maxMarkupBps, uint256 _royaltyBps) public {
        require(_royaltyBps <= 2000, "royalty");
        tickets = _tickets;
        organiser = msg.sender;
        maxMarkupBps = _maxMarkupBps;
        royaltyBps = _royaltyBps;
    }

    function resaleCap(uint256 tokenId) public view returns (uint256) {
        uint256 face = tickets.faceValue(tokenId);
        return face.mul(BPS.add(maxMarkupBps)).div(BPS);
    }

    function setMaxMarkup(uint256 bps) external {
        require(bps <= 5000, "markup too high");
        // <yes> <report> ACCESS_CONTROL
        maxMarkupBps = bps;
    }

    function setRoyalty(uint256 bps) external {
        require(msg.sender == organiser, "organiser");
        require(bps <= 2000, "royalty");
        royaltyBps = bps;
    }

    function list(uint256 tokenId, uint256 price) external {
        require(tickets.ownerOf(tokenId) == msg.sender, "owner");
        require(price <= resaleCap(tokenId), "above cap");
        listings[tokenId] = Listing(msg.sender, price);
        emit Listed(tokenId, msg.sender, price);
    }

    function delist(uint256 tokenId) external {
        require(listings[tokenId].seller == msg.sender, "seller");
        delete listings[tokenId];
    }

    function buy(uint256 tokenId) external payable {
        Listing memory l = listings[tokenId];
        require(l.seller != address(0), "not listed");
        require(msg.value == l.price, "price");
        delete listings[tokenId];
        uint256 royalty = l.price.mul(royaltyBps).div(BPS);
        credit[organiser] = credit[organiser].add(royalty);
        credit[l.seller] = credit[l.seller].add(l.price.sub(royalty));
        tickets.transferFrom(l.seller, msg.sender, tokenId);
        emit Sold(tokenId, msg.sender, l.price);
    }

    function withdraw() external {
        uint256 amount = credit[msg.sender];
        require(amount > 0, "nothing");
        credit[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "withdraw");
    }
}
