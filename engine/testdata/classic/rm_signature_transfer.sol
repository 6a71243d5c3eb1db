// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Signature-based token transfers in the Permit2 style: the owner signs (token, amount, nonce, deadline,
/// spender); only the named spender may use it, each unordered nonce once.
contract SignatureTransfer {
    bytes32 public constant PERMIT_TRANSFER_TYPEHASH =
        keccak256("PermitTransferFrom(address token,uint256 amount,address spender,uint256 nonce,uint256 deadline)");
    bytes32 public immutable DOMAIN_SEPARATOR;

    mapping(address => mapping(uint256 => uint256)) public nonceBitmap;

    error SignatureExpired(uint256 deadline);
    error InvalidNonce();
    error InvalidSigner();
    error InvalidAmount(uint256 maxAmount);

    constructor() {
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)"),
                keccak256("SignatureTransfer"),
                block.chainid,
                address(this)
            )
        );
    }

    function permitTransferFrom(
        address token,
        uint256 maxAmount,
        uint256 nonce,
        uint256 deadline,
        address owner,
        address to,
        uint256 requestedAmount,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        if (block.timestamp > deadline) revert SignatureExpired(deadline);
        if (requestedAmount > maxAmount) revert InvalidAmount(maxAmount);
        _useUnorderedNonce(owner, nonce);
        bytes32 structHash = keccak256(abi.encode(PERMIT_TRANSFER_TYPEHASH, token, maxAmount, msg.sender, nonce, deadline));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash));
        address signer = ecrecover(digest, v, r, s);
        if (signer == address(0) || signer != owner) revert InvalidSigner();
        require(IERC20(token).transferFrom(owner, to, requestedAmount), "TRANSFER_FROM_FAILED");
    }

    function invalidateUnorderedNonces(uint256 wordPos, uint256 mask) external {
        nonceBitmap[msg.sender][wordPos] |= mask;
    }

    function _useUnorderedNonce(address from, uint256 nonce) internal {
        uint256 wordPos = nonce >> 8;
        uint256 bit = 1 << (nonce & 0xff);
        uint256 flipped = nonceBitmap[from][wordPos] ^= bit;
        if (flipped & bit == 0) revert InvalidNonce();
    }
}
