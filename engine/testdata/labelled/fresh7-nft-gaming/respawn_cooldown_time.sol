// SPDX-License-Identifier: MIT
pragma solidity ^0.8.14;

/// King of the hill: the current king earns a prize if nobody dethrones him within the round window.
contract HillKing {
    address public king;
    uint256 public crownedAt;
    uint256 public bid;
    uint256 public constant ROUND = 15 minutes;

    function claimThrone() external payable {
        require(msg.value > bid, "bid higher");
        // <yes> <report> TIME_MANIPULATION
        require(king == address(0) || block.timestamp < crownedAt + ROUND, "round over");
        king = msg.sender;
        bid = msg.value;
        crownedAt = block.timestamp;
    }

    function collect() external {
        require(msg.sender == king, "not king");
        require(block.timestamp >= crownedAt + ROUND, "round open");
        uint256 prize = address(this).balance;
        king = address(0);
        bid = 0;
        (bool ok, ) = msg.sender.call{value: prize}("");
        require(ok, "send");
    }
}
