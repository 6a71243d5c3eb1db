// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract BidExchange {
    mapping(address => mapping(uint256 => bool)) public usedNonce;

    function _signer(bytes32 digest, bytes memory sig) internal pure returns (address) {
        require(sig.length == 65, "sig length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
            v := byte(0, mload(add(sig, 96)))
        }
        return ecrecover(digest, v, r, s);
    }

    // The bidder signs which token it bids on; the amount and the currency travel unsigned beside it.
    function acceptBid(
        address bidder,
        address collection,
        uint256 tokenId,
        address currency,
        uint256 amount,
        uint256 nonce,
        uint256 deadline,
        bytes calldata signature
    ) external {
        require(block.timestamp <= deadline, "expired");
        require(!usedNonce[bidder][nonce], "used");
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), bidder, collection, tokenId, nonce, deadline));
        require(_signer(digest, signature) == bidder, "signature");
        usedNonce[bidder][nonce] = true;
        IERC721(collection).transferFrom(msg.sender, bidder, tokenId);
        // <yes> <report> ACCESS_CONTROL
        require(IERC20(currency).transferFrom(bidder, msg.sender, amount), "payment");
    }
}
