// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract Escrow {
    address payable public seller;
    address payable public buyer;
    uint256 public price;

    constructor(address payable _seller, uint256 _price) {
        seller = _seller;
        price = _price;
    }

    function pay() external payable {
        require(msg.value == price, "wrong amount");
        buyer = payable(msg.sender);
    }

    function release() external {
        require(msg.sender == buyer, "not buyer");
        // <yes> <report> OTHER
        _send(/*seller*/ seller, /*refund*/ address(this).balance); // release funds to the seller ‮dnufer ot reyub‬
    }

    function _send(address payable to, uint256 amount) private {
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "send failed");
    }
}
