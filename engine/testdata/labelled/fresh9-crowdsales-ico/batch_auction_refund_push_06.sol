// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Uniform-price batch auction for a token launch (Gnosis-style, simplified): bidders commit ether
/// at a limit price, settle() fills bids from the top and pushes the change back to every bidder in
/// one loop. One bidder contract whose fallback reverts makes settle() revert forever, and with it
/// every allocation and the raise.
contract BatchAuction {
    struct Bid {
        address payable bidder;
        uint256 price;
        uint256 amount;
    }

    address public owner;
    IERC20 public token;
    uint256 public supply;
    uint256 public endTime;
    bool public settled;
    Bid[] public bids;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(IERC20 _token, uint256 _supply, uint256 _duration) public {
        owner = msg.sender;
        token = _token;
        supply = _supply;
        endTime = block.timestamp + _duration;
    }

    function bid(uint256 price) external payable {
        require(block.timestamp < endTime, "ended");
        require(price > 0 && msg.value >= price, "bid");
        bids.push(Bid(msg.sender, price, msg.value / price));
    }

    /// Bids must be submitted in descending price order by the owner's off-chain sort (indexes).
    function settle(uint256[] calldata order) external onlyOwner {
        require(block.timestamp >= endTime, "running");
        require(!settled, "settled");
        require(order.length == bids.length, "order");
        settled = true;

        uint256 remaining = supply;
        uint256 clearing = bids[order[order.length - 1]].price;
        for (uint256 i = 0; i < order.length; i++) {
            Bid storage b = bids[order[i]];
            uint256 filled = b.amount <= remaining ? b.amount : remaining;
            remaining -= filled;
            if (filled > 0) {
                clearing = b.price;
                require(token.transfer(b.bidder, filled), "token");
            }
            uint256 paid = b.amount * b.price;
            uint256 cost = filled * clearing;
            if (paid > cost) {
                // <yes> <report> DENIAL_OF_SERVICE
                b.bidder.transfer(paid - cost);
            }
        }
    }

    function withdrawProceeds() external onlyOwner {
        require(settled, "not settled");
        msg.sender.transfer(address(this).balance);
    }
}
