// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
}

contract Ownable {
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        owner = newOwner;
    }
}

contract CollectorMarket is Ownable {
    uint256 public feeBps = 200;
    uint256 public accumulatedFees;
    mapping(address => uint256) public proceeds;
    mapping(address => mapping(uint256 => uint256)) public prices;
    mapping(address => mapping(uint256 => address)) public sellers;

    function setFee(uint256 bps) external onlyOwner {
        require(bps <= 1000, "fee");
        feeBps = bps;
    }

    function list(address nft, uint256 id, uint256 price) external {
        prices[nft][id] = price;
        sellers[nft][id] = msg.sender;
    }

    function buy(address nft, uint256 id) external payable {
        uint256 price = prices[nft][id];
        address seller = sellers[nft][id];
        require(price > 0 && msg.value == price, "price");
        delete prices[nft][id];
        delete sellers[nft][id];
        uint256 fee = (price * feeBps) / 10000;
        accumulatedFees += fee;
        proceeds[seller] += price - fee;
        IERC721(nft).safeTransferFrom(seller, msg.sender, id);
    }

    function withdrawProceeds() external {
        uint256 amount = proceeds[msg.sender];
        proceeds[msg.sender] = 0;
        payable(msg.sender).transfer(amount);
    }

    // <yes> <report> ACCESS_CONTROL
    function withdrawFees(address payable to) external {
        uint256 amount = accumulatedFees;
        accumulatedFees = 0;
        to.transfer(amount);
    }
}
