// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract OffchainOrderBook {
    struct Order {
        address maker;
        address collection;
        uint256 tokenId;
        address currency;
        uint256 price;
    }

    bytes32 public immutable DOMAIN_SEPARATOR;

    constructor() {
        DOMAIN_SEPARATOR = keccak256(abi.encode(keccak256("OrderBook"), block.chainid, address(this)));
    }

    function hashOrder(Order calldata o) public view returns (bytes32) {
        return keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR,
            keccak256(abi.encode(o.maker, o.collection, o.tokenId, o.currency, o.price))));
    }

    function fill(Order calldata o, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = hashOrder(o);
        // <yes> <report> ACCESS_CONTROL
        require(ecrecover(digest, v, r, s) == o.maker && o.maker != address(0), "bad signature");
        require(IERC20(o.currency).transferFrom(msg.sender, o.maker, o.price), "payment");
        IERC721(o.collection).transferFrom(o.maker, msg.sender, o.tokenId);
    }
}
