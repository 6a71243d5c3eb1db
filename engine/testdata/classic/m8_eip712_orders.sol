// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Off-chain limit orders with EIP-712 typed data: one type hash per action, a domain bound to the chain and
/// this contract, an expiry, malleability and zero-signer checks, and per-maker nonces.
contract TypedOrderBook {
    bytes32 public constant ORDER_TYPEHASH = keccak256(
        "Order(address maker,address sellToken,address buyToken,uint256 sellAmount,uint256 buyAmount,uint256 nonce,uint256 deadline)"
    );
    bytes32 public constant CANCEL_TYPEHASH = keccak256("Cancel(address maker,uint256 nonce,uint256 deadline)");
    uint256 private constant HALF_ORDER =
        0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    struct Order {
        address maker;
        address sellToken;
        address buyToken;
        uint256 sellAmount;
        uint256 buyAmount;
        uint256 nonce;
        uint256 deadline;
    }

    bytes32 private immutable cachedDomain;
    uint256 private immutable cachedChainId;
    mapping(address => mapping(uint256 => bool)) public usedNonce;

    constructor() {
        cachedChainId = block.chainid;
        cachedDomain = _buildDomain();
    }

    function _buildDomain() private view returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("TypedOrderBook"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
    }

    function domainSeparator() public view returns (bytes32) {
        return block.chainid == cachedChainId ? cachedDomain : _buildDomain();
    }

    function _recover(bytes32 structHash, uint8 v, bytes32 r, bytes32 s) internal view returns (address signer) {
        require(uint256(s) <= HALF_ORDER, "malleable");
        require(v == 27 || v == 28, "v");
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", domainSeparator(), structHash));
        signer = ecrecover(digest, v, r, s);
        require(signer != address(0), "bad sig");
    }

    function fill(Order calldata o, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= o.deadline, "expired");
        bytes32 structHash = keccak256(
            abi.encode(ORDER_TYPEHASH, o.maker, o.sellToken, o.buyToken, o.sellAmount, o.buyAmount, o.nonce, o.deadline)
        );
        require(_recover(structHash, v, r, s) == o.maker, "signer");
        require(!usedNonce[o.maker][o.nonce], "used");
        usedNonce[o.maker][o.nonce] = true;
        require(IERC20(o.sellToken).transferFrom(o.maker, msg.sender, o.sellAmount), "sell");
        require(IERC20(o.buyToken).transferFrom(msg.sender, o.maker, o.buyAmount), "buy");
    }

    function cancelBySig(address maker, uint256 nonce, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= deadline, "expired");
        bytes32 structHash = keccak256(abi.encode(CANCEL_TYPEHASH, maker, nonce, deadline));
        require(_recover(structHash, v, r, s) == maker, "signer");
        usedNonce[maker][nonce] = true;
    }

    function cancel(uint256 nonce) external {
        usedNonce[msg.sender][nonce] = true;
    }
}
