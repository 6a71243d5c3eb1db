// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

contract NftRaffleAuction {
    struct Entry {
        address payable bidder;
        uint256 amount;
    }

    IERC721 public immutable nft;
    uint256 public immutable tokenId;
    address payable public immutable seller;
    uint256 public immutable deadline;
    uint256 public constant MIN_BID = 0.01 ether;
    Entry[] public entries;
    uint256 public winner;
    bool public done;

    constructor(IERC721 _nft, uint256 _tokenId, uint256 duration) {
        nft = _nft;
        tokenId = _tokenId;
        seller = payable(msg.sender);
        deadline = block.timestamp + duration;
    }

    function enter() external payable {
        require(block.timestamp < deadline && msg.value >= MIN_BID, "closed");
        entries.push(Entry(payable(msg.sender), msg.value));
        if (msg.value > entries[winner].amount) {
            winner = entries.length - 1;
        }
    }

    function finalize() external {
        require(block.timestamp >= deadline && !done, "not yet");
        done = true;
        Entry memory w = entries[winner];
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < entries.length; i++) {
            if (i != winner) {
                entries[i].bidder.transfer(entries[i].amount);
            }
        }
        nft.transferFrom(seller, w.bidder, tokenId);
        seller.transfer(w.amount);
    }
}
