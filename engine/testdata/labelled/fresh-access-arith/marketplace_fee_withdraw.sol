// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

contract ListingMarket {
    struct Listing {
        address seller;
        uint256 price;
    }

    address public owner;
    uint256 public feeBps = 250;
    uint256 public accruedFees;
    mapping(address => mapping(uint256 => Listing)) public listings;
    mapping(address => uint256) public proceeds;

    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    function setFee(uint256 bps) external onlyOwner {
        require(bps <= 1000, "fee");
        feeBps = bps;
    }

    function list(address nft, uint256 id, uint256 price) external {
        IERC721(nft).transferFrom(msg.sender, address(this), id);
        listings[nft][id] = Listing(msg.sender, price);
    }

    function buy(address nft, uint256 id) external payable {
        Listing memory l = listings[nft][id];
        require(l.price > 0 && msg.value == l.price, "price");
        delete listings[nft][id];
        uint256 fee = (msg.value * feeBps) / 10000;
        accruedFees += fee;
        proceeds[l.seller] += msg.value - fee;
        IERC721(nft).transferFrom(address(this), msg.sender, id);
    }

    function withdrawProceeds() external {
        uint256 amount = proceeds[msg.sender];
        proceeds[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }

    function withdrawFees(address payable to) external {
        uint256 amount = accruedFees;
        accruedFees = 0;
        // <yes> <report> ACCESS_CONTROL
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "send");
    }
}
