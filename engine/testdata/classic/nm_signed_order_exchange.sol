// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IERC721 {
    function ownerOf(uint256 tokenId) external view returns (address);
    function transferFrom(address from, address to, uint256 tokenId) external;
}

library SafeERC20 {
    function safeTransferFrom(IERC20 token, address from, address to, uint256 amount) internal {
        (bool ok, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, amount));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

contract SignedOrderExchange {
    using SafeERC20 for IERC20;

    struct Order {
        address maker;
        address collection;
        uint256 tokenId;
        address currency;
        uint256 price;
        uint256 nonce;
        uint256 expiry;
    }

    bytes32 public constant ORDER_TYPEHASH = keccak256(
        "Order(address maker,address collection,uint256 tokenId,address currency,uint256 price,uint256 nonce,uint256 expiry)"
    );
    bytes32 public immutable DOMAIN_SEPARATOR;
    uint256 public constant FEE_BPS = 200;
    address public immutable feeRecipient;

    mapping(address => mapping(uint256 => bool)) public nonceUsed;
    mapping(address => uint256) public minNonce;

    event OrderFilled(address indexed maker, address indexed taker, uint256 nonce, uint256 price);
    event NonceCancelled(address indexed maker, uint256 nonce);

    constructor(address _feeRecipient) {
        feeRecipient = _feeRecipient;
        DOMAIN_SEPARATOR = keccak256(abi.encode(
            keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)"),
            keccak256("SignedOrderExchange"), block.chainid, address(this)));
    }

    function hashOrder(Order calldata o) public view returns (bytes32) {
        return keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, keccak256(abi.encode(
            ORDER_TYPEHASH, o.maker, o.collection, o.tokenId, o.currency, o.price, o.nonce, o.expiry))));
    }

    function _recover(bytes32 digest, uint8 v, bytes32 r, bytes32 s) internal pure returns (address signer) {
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "bad s");
        require(v == 27 || v == 28, "bad v");
        signer = ecrecover(digest, v, r, s);
        require(signer != address(0), "invalid signature");
    }

    function cancel(uint256 nonce) external {
        nonceUsed[msg.sender][nonce] = true;
        emit NonceCancelled(msg.sender, nonce);
    }

    function cancelAllBelow(uint256 nonce) external {
        require(nonce > minNonce[msg.sender], "nonce");
        minNonce[msg.sender] = nonce;
    }

    function fill(Order calldata o, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= o.expiry, "expired");
        require(o.nonce >= minNonce[o.maker] && !nonceUsed[o.maker][o.nonce], "nonce");
        require(_recover(hashOrder(o), v, r, s) == o.maker, "signature");
        nonceUsed[o.maker][o.nonce] = true;

        uint256 fee = (o.price * FEE_BPS) / 10000;
        IERC20(o.currency).safeTransferFrom(msg.sender, feeRecipient, fee);
        IERC20(o.currency).safeTransferFrom(msg.sender, o.maker, o.price - fee);
        IERC721(o.collection).transferFrom(o.maker, msg.sender, o.tokenId);
        emit OrderFilled(o.maker, msg.sender, o.nonce, o.price);
    }
}
