pragma solidity ^0.8.20;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

contract Raffle {
    IERC721 public immutable nft;
    address[] public winners;
    uint256[] public prizes;

    constructor(IERC721 _nft) {
        nft = _nft;
    }

    function enter() external {
        winners.push(msg.sender);
    }

    function award() external {
        for (uint256 i = 0; i < winners.length; i++) {
            nft.safeTransferFrom(address(this), winners[i], prizes[i]); // want "Raffle.award\\(\\) sends winners\\[i\\] a token with safeTransferFrom inside a loop: the token calls the receiver's hook"
        }
    }

    // Safe: transferFrom calls no hook of the receiver.
    function awardPlain() external {
        for (uint256 i = 0; i < winners.length; i++) {
            nft.transferFrom(address(this), winners[i], prizes[i]);
        }
    }

    // Safe: the caller's own list of receivers.
    function give(address[] calldata to, uint256[] calldata ids) external {
        for (uint256 i = 0; i < to.length; i++) {
            nft.safeTransferFrom(msg.sender, to[i], ids[i]);
        }
    }
}
