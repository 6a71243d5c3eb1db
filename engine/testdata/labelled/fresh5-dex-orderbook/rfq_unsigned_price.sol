// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Private RFQ: the maker signs which tokens, the amount they sell, the nonce and the expiry; the taker
/// supplies the amount it pays. The taker amount is not part of the signed quote, so any taker may pay 1 wei.
contract PrivateRFQ {
    bytes32 public constant QUOTE_TYPEHASH =
        keccak256("Quote(address maker,address makerToken,address takerToken,uint256 makerAmount,uint256 nonce,uint256 expiry)");
    bytes32 public immutable DOMAIN_SEPARATOR;

    mapping(address => mapping(uint256 => bool)) public usedNonces;

    struct Quote {
        address maker;
        address makerToken;
        address takerToken;
        uint256 makerAmount;
        uint256 takerAmount;
        uint256 nonce;
        uint256 expiry;
    }

    constructor() {
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("PrivateRFQ"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
    }

    function fillQuote(Quote calldata q, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= q.expiry, "RFQ: expired");
        require(!usedNonces[q.maker][q.nonce], "RFQ: used");
        bytes32 structHash =
            keccak256(abi.encode(QUOTE_TYPEHASH, q.maker, q.makerToken, q.takerToken, q.makerAmount, q.nonce, q.expiry));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == q.maker, "RFQ: signature");
        usedNonces[q.maker][q.nonce] = true;

        require(IERC20(q.makerToken).transferFrom(q.maker, msg.sender, q.makerAmount), "RFQ: maker");
        // <yes> <report> ACCESS_CONTROL
        require(IERC20(q.takerToken).transferFrom(msg.sender, q.maker, q.takerAmount), "RFQ: taker");
    }
}
