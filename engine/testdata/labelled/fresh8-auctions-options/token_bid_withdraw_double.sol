// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Ascending auction paid in an ERC-20: every bid is escrowed, and outbid bidders pull their escrow back
/// with withdrawBid. The function forgets to clear the escrow after paying it.
contract TokenBidAuction {
    IERC20 public immutable payToken;
    address public immutable seller;
    uint256 public immutable endTime;

    address public leader;
    uint256 public leadingBid;
    mapping(address => uint256) public escrow;

    constructor(IERC20 token, uint256 duration) {
        payToken = token;
        seller = msg.sender;
        endTime = block.timestamp + duration;
    }

    function bid(uint256 total) external {
        require(block.timestamp < endTime, "ended");
        require(total > leadingBid, "low");
        uint256 topUp = total - escrow[msg.sender];
        require(payToken.transferFrom(msg.sender, address(this), topUp), "pull");
        escrow[msg.sender] = total;
        leader = msg.sender;
        leadingBid = total;
    }

    function withdrawBid() external {
        require(msg.sender != leader, "leader");
        uint256 amount = escrow[msg.sender];
        require(amount > 0, "nothing");
        // <yes> <report> OTHER
        require(payToken.transfer(msg.sender, amount), "push");
    }

    function settle() external {
        require(block.timestamp >= endTime, "live");
        uint256 amount = escrow[leader];
        escrow[leader] = 0;
        require(payToken.transfer(seller, amount), "pay");
    }
}
