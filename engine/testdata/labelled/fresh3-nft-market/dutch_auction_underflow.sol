// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

contract DutchDrop {
    uint256 public startPrice = 2 ether;
    uint256 public decayPerMinute = 0.01 ether;
    uint256 public startTime;
    uint256 public minted;
    uint256 public constant MAX_SUPPLY = 3000;
    address public owner;
    mapping(uint256 => address) public ownerOf;

    constructor(uint256 _start) {
        owner = msg.sender;
        startTime = _start;
    }

    function currentPrice() public view returns (uint256) {
        uint256 elapsedMinutes = (block.timestamp - startTime) / 60;
        // <yes> <report> ARITHMETIC
        return startPrice - elapsedMinutes * decayPerMinute;
    }

    function mint(uint256 quantity) external payable {
        require(block.timestamp >= startTime, "not started");
        require(minted + quantity <= MAX_SUPPLY, "sold out");
        uint256 cost = currentPrice() * quantity;
        require(msg.value >= cost, "payment");
        for (uint256 i = 0; i < quantity; i++) {
            ownerOf[minted + i] = msg.sender;
        }
        minted += quantity;
        if (msg.value > cost) {
            msg.sender.transfer(msg.value - cost);
        }
    }

    function withdraw() external {
        require(msg.sender == owner, "owner");
        msg.sender.transfer(address(this).balance);
    }
}
