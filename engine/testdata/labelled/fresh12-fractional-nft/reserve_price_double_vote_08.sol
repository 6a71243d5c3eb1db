// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

// Fraction holders vote on the reserve price of the vault's NFT; the reserve is the weighted average of
// every holder's price. A buyout can only start at or above it.
contract ReservePriceVault {
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public userPrices;

    uint256 public reserveTotal;
    uint256 public votingTokens;
    bool public auctionLive;
    address public curator;

    event PriceUpdate(address indexed user, uint256 price);

    constructor(uint256 supply, uint256 listPrice) {
        curator = msg.sender;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        userPrices[msg.sender] = listPrice;
        votingTokens = supply;
        reserveTotal = listPrice * supply;
    }

    function reservePrice() public view returns (uint256) {
        return votingTokens == 0 ? 0 : reserveTotal / votingTokens;
    }

    // Fractions move freely: the sender's weight is never taken out of the vote, nor the receiver's added.
    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        return true;
    }

    function updateUserPrice(uint256 newPrice) external {
        require(!auctionLive, "update:auction live cannot update price");
        uint256 old = userPrices[msg.sender];
        require(newPrice != old, "update:not an update");
        uint256 weight = balanceOf[msg.sender];
        require(weight > 0, "update:no fractions");

        if (old == 0) {
            // <yes> <report> OTHER
            votingTokens += weight;
            reserveTotal += weight * newPrice;
        } else {
            reserveTotal = reserveTotal + weight * newPrice - weight * old;
        }
        userPrices[msg.sender] = newPrice;
        emit PriceUpdate(msg.sender, newPrice);
    }

    function start() external payable {
        require(!auctionLive, "start:live");
        require(votingTokens * 2 >= totalSupply, "start:not enough voters");
        require(msg.value >= reservePrice(), "start:too low bid");
        auctionLive = true;
    }
}
