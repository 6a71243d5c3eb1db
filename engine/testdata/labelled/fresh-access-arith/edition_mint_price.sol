// SPDX-License-Identifier: MIT
pragma solidity ^0.6.8;

contract EditionDrop {
    uint256 public constant PRICE = 0.08 ether;
    uint256 public minted;
    address payable public artist;
    mapping(address => uint256) public editionsOf;

    constructor(address payable _artist) public {
        artist = _artist;
    }

    function mint(uint256 quantity) external payable {
        require(quantity > 0, "zero");
        // <yes> <report> ARITHMETIC
        require(msg.value >= quantity * PRICE, "insufficient");
        editionsOf[msg.sender] += quantity;
        minted += quantity;
    }

    function payout() external {
        artist.transfer(address(this).balance);
    }
}
