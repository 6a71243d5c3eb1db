// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

// The price is divided by 100 before the discount is applied: prices below 100 wei cost nothing, and every
// price loses its last two digits.
contract Discount {
    uint256 public constant DISCOUNT = 95;

    function discounted(uint256 price) public pure returns (uint256) {
        // <yes> <report> ARITHMETIC
        return (price / 100) * DISCOUNT;
    }

    function buy(uint256 listPrice) external payable {
        require(msg.value >= discounted(listPrice), "pay");
    }
}
