// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// RFQ settlement: a market maker quotes off-chain and signs the quote with an eth_sign prefix. Quotes have
/// nonces, but the digest names neither the chain nor this settlement contract, so a quote signed for the
/// deployment on one chain settles on every other chain where the maker holds approvals.
contract RFQSettlement {
    mapping(address => mapping(uint256 => bool)) public nonceUsed;

    event QuoteSettled(address indexed maker, address indexed taker, uint256 nonce);

    function settle(
        address maker,
        address baseToken,
        address quoteToken,
        uint256 baseAmount,
        uint256 quoteAmount,
        uint256 nonce,
        uint256 expiry,
        bytes calldata signature
    ) external {
        require(block.timestamp <= expiry, "RFQ: expired");
        require(!nonceUsed[maker][nonce], "RFQ: nonce used");

        bytes32 quoteHash = keccak256(
            abi.encodePacked(maker, msg.sender, baseToken, quoteToken, baseAmount, quoteAmount, nonce, expiry)
        );
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", quoteHash));
        require(signature.length == 65, "RFQ: sig length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := calldataload(signature.offset)
            s := calldataload(add(signature.offset, 32))
            v := byte(0, calldataload(add(signature.offset, 64)))
        }
        // <yes> <report> ACCESS_CONTROL
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == maker, "RFQ: bad signature");

        nonceUsed[maker][nonce] = true;
        require(IERC20(baseToken).transferFrom(maker, msg.sender, baseAmount), "RFQ: base");
        require(IERC20(quoteToken).transferFrom(msg.sender, maker, quoteAmount), "RFQ: quote");
        emit QuoteSettled(maker, msg.sender, nonce);
    }
}
