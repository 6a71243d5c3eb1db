// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Off-chain limit orders filled by anyone. The signed order carries a nonce but no expiry, and nothing binds
/// the signature to this chain or this contract.
contract LimitOrderBook {
    struct Order {
        address maker;
        address sellToken;
        address buyToken;
        uint256 sellAmount;
        uint256 buyAmount;
        uint256 nonce;
    }

    mapping(address => mapping(uint256 => bool)) public usedNonce;

    function fill(Order calldata o, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 hash = keccak256(
            abi.encode(o.maker, o.sellToken, o.buyToken, o.sellAmount, o.buyAmount, o.nonce)
        );
        // <yes> <report> ACCESS_CONTROL
        address signer = ecrecover(hash, v, r, s);
        require(signer == o.maker && signer != address(0), "bad sig");
        require(!usedNonce[o.maker][o.nonce], "used");
        usedNonce[o.maker][o.nonce] = true;
        require(IERC20(o.sellToken).transferFrom(o.maker, msg.sender, o.sellAmount), "sell");
        require(IERC20(o.buyToken).transferFrom(msg.sender, o.maker, o.buyAmount), "buy");
    }

    function cancel(uint256 nonce) external {
        usedNonce[msg.sender][nonce] = true;
    }
}
