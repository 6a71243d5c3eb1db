// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Gasless limit orders: makers sign an order off-chain and any taker settles it. The digest binds the
/// domain (chain id and this contract) but nothing marks an order as used, and makers have no way to cancel.
contract LimitOrderProtocol {
    bytes32 public constant ORDER_TYPEHASH = keccak256(
        "Order(address maker,address makerAsset,address takerAsset,uint256 makingAmount,uint256 takingAmount,uint256 expiry)"
    );
    bytes32 public immutable DOMAIN_SEPARATOR;

    struct Order {
        address maker;
        address makerAsset;
        address takerAsset;
        uint256 makingAmount;
        uint256 takingAmount;
        uint256 expiry;
    }

    event OrderFilled(address indexed maker, address indexed taker, bytes32 orderHash);

    constructor() {
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256(bytes("Limit Order Protocol")),
                keccak256(bytes("1")),
                block.chainid,
                address(this)
            )
        );
    }

    function hashOrder(Order calldata order) public view returns (bytes32) {
        return keccak256(
            abi.encodePacked(
                "\x19\x01",
                DOMAIN_SEPARATOR,
                keccak256(
                    abi.encode(
                        ORDER_TYPEHASH,
                        order.maker,
                        order.makerAsset,
                        order.takerAsset,
                        order.makingAmount,
                        order.takingAmount,
                        order.expiry
                    )
                )
            )
        );
    }

    function fillOrder(Order calldata order, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= order.expiry, "LOP: expired");
        bytes32 orderHash = hashOrder(order);
        // <yes> <report> ACCESS_CONTROL
        address signer = ecrecover(orderHash, v, r, s);
        require(signer != address(0) && signer == order.maker, "LOP: bad signature");

        require(IERC20(order.makerAsset).transferFrom(order.maker, msg.sender, order.makingAmount), "LOP: maker");
        require(IERC20(order.takerAsset).transferFrom(msg.sender, order.maker, order.takingAmount), "LOP: taker");
        emit OrderFilled(order.maker, msg.sender, orderHash);
    }
}
