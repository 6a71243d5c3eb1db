// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

interface ITicketNFT {
    function ownerOf(uint256 tokenId) external view returns (address);
    function transferFrom(address from, address to, uint256 tokenId) external;
    function faceValue(uint256 tokenId) external view returns (uint256);
}

/// Resale with a price cap relative to face value; the organiser sets the cap and the royalty within bounds.
contract GuardedResaleMarket {
    using SafeMath for uint256;

    uint256 public constant BPS = 10000;
    ITicketNFT public immutable tickets;
    address public immutable organiser;
    uint256 public maxMarkupBps;
    uint256 public royaltyBps;

    struct Listing {
        address seller;
        uint256 price;
    }

    mapping(uint256 => Listing) public listings;
    mapping(address => uint256) public credit;

    modifier onlyOrganiser() {
        require(msg.sender == organiser, "organiser");
        _;
    }

    constructor(ITicketNFT _tickets, uint256 markup, uint256 royalty) {
        require(markup <= 5000 && royalty <= 2000, "bounds");
        tickets = _tickets;
        organiser = msg.sender;
        maxMarkupBps = markup;
        royaltyBps = royalty;
    }

    function setMaxMarkup(uint256 bps) external onlyOrganiser {
        require(bps <= 5000, "bounds");
        maxMarkupBps = bps;
    }

    function setRoyalty(uint256 bps) external onlyOrganiser {
        require(bps <= 2000, "bounds");
        royaltyBps = bps;
    }

    function resaleCap(uint256 tokenId) public view returns (uint256) {
        return tickets.faceValue(tokenId).mul(BPS.add(maxMarkupBps)).div(BPS);
    }

    function list(uint256 tokenId, uint256 price) external {
        require(tickets.ownerOf(tokenId) == msg.sender, "owner");
        require(price <= resaleCap(tokenId), "above cap");
        listings[tokenId] = Listing(msg.sender, price);
    }

    function buy(uint256 tokenId, uint256 maxPrice) external payable {
        Listing memory l = listings[tokenId];
        require(l.seller != address(0), "not listed");
        require(l.price <= maxPrice && msg.value == l.price, "price");
        delete listings[tokenId];
        uint256 royalty = l.price.mul(royaltyBps).div(BPS);
        credit[organiser] = credit[organiser].add(royalty);
        credit[l.seller] = credit[l.seller].add(l.price.sub(royalty));
        tickets.transferFrom(l.seller, msg.sender, tokenId);
    }

    function withdraw() external {
        uint256 amount = credit[msg.sender];
        require(amount > 0, "nothing");
        credit[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "withdraw");
    }
}
