// SPDX-License-Identifier: MIT
pragma solidity ^0.7.4;

/// Uniform-price batch auction for a token sale: bids are collected during the window, and settle() sorts
/// nothing but walks every bid, refunding losing bids by transfer in the same loop.
contract BatchAuction {
    struct Bid {
        address payable bidder;
        uint256 price;
        uint256 quantity;
    }

    address payable public immutable seller;
    uint256 public immutable endTime;
    uint256 public clearingPrice;
    bool public settled;
    Bid[] public bids;
    mapping(address => uint256) public allocation;

    constructor(uint256 duration) {
        seller = msg.sender;
        endTime = block.timestamp + duration;
    }

    function placeBid(uint256 price, uint256 quantity) external payable {
        require(block.timestamp < endTime, "closed");
        require(msg.value == price * quantity, "value");
        bids.push(Bid(msg.sender, price, quantity));
    }

    function settle(uint256 _clearingPrice) external {
        require(msg.sender == seller, "seller");
        require(block.timestamp >= endTime && !settled, "cannot settle");
        settled = true;
        clearingPrice = _clearingPrice;
        uint256 proceeds;
        for (uint256 i = 0; i < bids.length; i++) {
            Bid storage b = bids[i];
            if (b.price >= _clearingPrice) {
                allocation[b.bidder] += b.quantity;
                proceeds += _clearingPrice * b.quantity;
                if (b.price > _clearingPrice) {
                    b.bidder.transfer((b.price - _clearingPrice) * b.quantity);
                }
            } else {
                // <yes> <report> DENIAL_OF_SERVICE
                b.bidder.transfer(b.price * b.quantity);
            }
        }
        seller.transfer(proceeds);
    }
}
