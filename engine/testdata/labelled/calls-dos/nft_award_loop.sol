// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
}

/// Prizes are pushed to every winner in one loop with safeTransferFrom: a winner contract whose
/// onERC721Received reverts makes settle() fail for every winner.
contract PrizePool {
    IERC721 public immutable prizeNft;
    address public immutable organizer;
    address[] public winners;
    uint256[] public prizeIds;
    bool public settled;

    constructor(IERC721 _prizeNft) {
        prizeNft = _prizeNft;
        organizer = msg.sender;
    }

    function addWinner(address winner, uint256 prizeId) external {
        require(msg.sender == organizer, "organizer");
        require(winners.length < 100, "full");
        winners.push(winner);
        prizeIds.push(prizeId);
    }

    function settle() external {
        require(!settled, "settled");
        settled = true;
        for (uint256 i = 0; i < winners.length; i++) {
            // <yes> <report> DENIAL_OF_SERVICE
            prizeNft.safeTransferFrom(address(this), winners[i], prizeIds[i]);
        }
    }
}
