// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

contract InstantScratchCard {
    address public owner;
    uint256 public constant PRICE = 0.01 ether;
    uint256 public constant PRIZE = 0.5 ether;
    uint256 private nonce;

    event Played(address indexed player, bool won);

    constructor() payable {
        owner = msg.sender;
    }

    function play() external payable {
        require(msg.value == PRICE, "price");
        require(address(this).balance >= PRIZE, "bank");
        nonce++;
        // the "random" number is known to any contract calling in the same transaction
        // <yes> <report> BAD_RANDOMNESS
        uint256 roll = uint256(keccak256(abi.encodePacked(block.prevrandao, block.timestamp, msg.sender, nonce))) % 50;
        bool won = roll == 7;
        if (won) {
            (bool ok, ) = msg.sender.call{value: PRIZE}("");
            require(ok, "pay");
        }
        emit Played(msg.sender, won);
    }

    function withdraw(uint256 amount) external {
        require(msg.sender == owner, "owner");
        payable(owner).transfer(amount);
    }
}
