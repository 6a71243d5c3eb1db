// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

library ECDSA {
    function recover(bytes32 digest, uint8 v, bytes32 r, bytes32 s) internal pure returns (address signer) {
        require(
            uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0,
            "ECDSA: invalid signature 's' value"
        );
        require(v == 27 || v == 28, "ECDSA: invalid signature 'v' value");
        signer = ecrecover(digest, v, r, s);
        require(signer != address(0), "ECDSA: invalid signature");
    }
}

/// EIP-712 limit orders with partial fills. Every field the settlement uses is signed, the digest binds the
/// chain and this contract, fills are recorded before tokens move, and makers cancel by order or by epoch.
contract LimitOrderSettlement {
    using SafeERC20 for IERC20;

    bytes32 private constant ORDER_TYPEHASH = keccak256(
        "Order(address maker,address taker,address makerAsset,address takerAsset,uint256 makingAmount,uint256 takingAmount,uint256 epoch,uint256 salt,uint256 expiry)"
    );
    bytes32 private immutable _cachedDomainSeparator;
    uint256 private immutable _cachedChainId;

    struct Order {
        address maker;
        address taker; // zero for public orders
        address makerAsset;
        address takerAsset;
        uint256 makingAmount;
        uint256 takingAmount;
        uint256 epoch;
        uint256 salt;
        uint256 expiry;
    }

    mapping(bytes32 => uint256) public filledMaking;
    mapping(bytes32 => bool) public cancelled;
    mapping(address => uint256) public epochOf;

    event OrderFilled(bytes32 indexed orderHash, address indexed taker, uint256 making, uint256 taking);
    event OrderCancelled(bytes32 indexed orderHash);
    event EpochIncreased(address indexed maker, uint256 epoch);

    constructor() {
        _cachedChainId = block.chainid;
        _cachedDomainSeparator = _buildDomainSeparator();
    }

    function _buildDomainSeparator() private view returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("LimitOrderSettlement"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
    }

    function domainSeparator() public view returns (bytes32) {
        return block.chainid == _cachedChainId ? _cachedDomainSeparator : _buildDomainSeparator();
    }

    function hashOrder(Order calldata o) public view returns (bytes32) {
        bytes32 structHash = keccak256(
            abi.encode(
                ORDER_TYPEHASH,
                o.maker,
                o.taker,
                o.makerAsset,
                o.takerAsset,
                o.makingAmount,
                o.takingAmount,
                o.epoch,
                o.salt,
                o.expiry
            )
        );
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator(), structHash));
    }

    function cancelOrder(Order calldata o) external {
        require(msg.sender == o.maker, "LOS: not maker");
        bytes32 h = hashOrder(o);
        cancelled[h] = true;
        emit OrderCancelled(h);
    }

    function increaseEpoch() external {
        uint256 e = ++epochOf[msg.sender];
        emit EpochIncreased(msg.sender, e);
    }

    function fillOrder(Order calldata o, uint256 making, uint8 v, bytes32 r, bytes32 s) external returns (uint256 taking) {
        require(block.timestamp <= o.expiry, "LOS: expired");
        require(o.taker == address(0) || o.taker == msg.sender, "LOS: private order");
        require(o.epoch == epochOf[o.maker], "LOS: epoch");
        bytes32 h = hashOrder(o);
        require(!cancelled[h], "LOS: cancelled");
        require(ECDSA.recover(h, v, r, s) == o.maker, "LOS: bad signature");

        uint256 newFilled = filledMaking[h] + making;
        require(making > 0 && newFilled <= o.makingAmount, "LOS: overfill");
        filledMaking[h] = newFilled;

        taking = (making * o.takingAmount + o.makingAmount - 1) / o.makingAmount;
        IERC20(o.makerAsset).safeTransferFrom(o.maker, msg.sender, making);
        IERC20(o.takerAsset).safeTransferFrom(msg.sender, o.maker, taking);
        emit OrderFilled(h, msg.sender, making, taking);
    }
}
