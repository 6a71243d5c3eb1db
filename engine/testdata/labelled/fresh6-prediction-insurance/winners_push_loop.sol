// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// Pick-the-number lottery. On settlement every holder of the drawn number is paid in a single loop.
contract NumberPool {
    address public owner;
    uint256 public drawTime;
    bool public drawn;
    mapping(uint8 => address payable[]) public holders;
    uint256 public ticketPrice = 0.05 ether;

    constructor(uint256 _drawTime) {
        owner = msg.sender;
        drawTime = _drawTime;
    }

    function buy(uint8 number) external payable {
        require(msg.value == ticketPrice, "price");
        require(block.timestamp < drawTime, "closed");
        holders[number].push(msg.sender);
    }

    function draw(uint8 number) external {
        require(msg.sender == owner, "owner");
        require(block.timestamp >= drawTime && !drawn, "not now");
        drawn = true;
        address payable[] storage winners = holders[number];
        if (winners.length == 0) return;
        uint256 share = address(this).balance / winners.length;
        for (uint256 i = 0; i < winners.length; i++) {
            // <yes> <report> DENIAL_OF_SERVICE
            winners[i].transfer(share);
        }
    }
}
