// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

/// Potion shop: a batch purchase sums the prices and checks the payment once against the total.
contract PotionShopV2 {
    address public immutable keeper;
    mapping(uint256 => uint256) public priceOf;
    mapping(uint256 => mapping(address => uint256)) public balanceOf;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);

    constructor() {
        keeper = msg.sender;
    }

    function setPrice(uint256 id, uint256 price) external {
        require(msg.sender == keeper, "keeper");
        priceOf[id] = price;
    }

    function buyBatch(uint256[] calldata ids, uint256[] calldata amounts) external payable {
        require(ids.length == amounts.length, "length");
        uint256 total;
        for (uint256 i = 0; i < ids.length; i++) {
            uint256 price = priceOf[ids[i]];
            require(price > 0, "not for sale");
            total += price * amounts[i];
            balanceOf[ids[i]][msg.sender] += amounts[i];
            emit TransferSingle(msg.sender, address(0), msg.sender, ids[i], amounts[i]);
        }
        require(msg.value == total, "wrong payment");
    }

    function withdraw() external {
        require(msg.sender == keeper, "keeper");
        (bool ok, ) = keeper.call{value: address(this).balance}("");
        require(ok, "withdraw");
    }
}
