// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

/// Potion shop: ERC-1155 consumables bought with ETH, one or many at once.
contract PotionShop {
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

    function _mint(address to, uint256 id, uint256 amount) internal {
        balanceOf[id][to] += amount;
        emit TransferSingle(msg.sender, address(0), to, id, amount);
    }

    function buyBatch(uint256[] calldata ids, uint256[] calldata amounts) external payable {
        require(ids.length == amounts.length, "length");
        for (uint256 i = 0; i < ids.length; i++) {
            require(priceOf[ids[i]] > 0, "not for sale");
            // <yes> <report> DENIAL_OF_SERVICE
            require(msg.value >= priceOf[ids[i]] * amounts[i], "underpaid");
            _mint(msg.sender, ids[i], amounts[i]);
        }
    }

    function withdraw() external {
        require(msg.sender == keeper, "keeper");
        (bool ok, ) = keeper.call{value: address(this).balance}("");
        require(ok, "withdraw");
    }
}
