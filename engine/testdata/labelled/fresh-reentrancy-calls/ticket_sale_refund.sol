// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

contract EventTicketSale {
    uint256 public immutable price;
    uint256 public immutable maxSupply;
    uint256 public sold;
    mapping(address => uint256) public ticketsOf;
    address public immutable organizer;

    event TicketsBought(address indexed buyer, uint256 quantity);

    constructor(uint256 price_, uint256 maxSupply_) {
        price = price_;
        maxSupply = maxSupply_;
        organizer = msg.sender;
    }

    function buy(uint256 quantity) external payable {
        require(quantity > 0, "zero");
        require(sold + quantity <= maxSupply, "sold out");
        uint256 cost = price * quantity;
        require(msg.value >= cost, "underpaid");

        if (msg.value > cost) {
            // <yes> <report> REENTRANCY
            (bool ok, ) = payable(msg.sender).call{value: msg.value - cost}("");
            require(ok, "refund failed");
        }

        ticketsOf[msg.sender] += quantity;
        sold += quantity;
        emit TicketsBought(msg.sender, quantity);
    }

    function withdrawProceeds() external {
        require(msg.sender == organizer, "organizer");
        (bool ok, ) = payable(organizer).call{value: address(this).balance}("");
        require(ok);
    }
}
