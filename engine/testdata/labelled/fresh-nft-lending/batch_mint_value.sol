// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

contract Drop {
    mapping(uint256 => address) public ownerOf;
    uint256 public minted;
    uint256 public constant PRICE = 0.05 ether;

    function mintOne(address to) public payable {
        // <yes> <report> DENIAL_OF_SERVICE
        require(msg.value >= PRICE, "price");
        ownerOf[minted] = to;
        minted++;
    }

    function mintMany(address[] calldata to) external payable {
        for (uint256 i = 0; i < to.length; i++) {
            mintOne(to[i]);
        }
    }
}
