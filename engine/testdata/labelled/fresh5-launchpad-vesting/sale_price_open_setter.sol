// SPDX-License-Identifier: MIT
pragma solidity ^0.8.2;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Fixed-price token sale. The owner is supposed to set the price once before opening; the setter has no
/// access check, so a buyer sets the price to 1 wei per token right before buying.
contract FixedPriceSale {
    IERC20 public immutable token;
    address public immutable owner;
    uint256 public pricePerToken; // wei per whole token
    uint256 public saleStart;
    uint256 public sold;

    constructor(IERC20 token_, uint256 saleStart_) {
        token = token_;
        owner = msg.sender;
        saleStart = saleStart_;
    }

    function setPrice(uint256 newPrice) external {
        require(block.timestamp < saleStart || pricePerToken == 0, "Sale: started");
        // <yes> <report> ACCESS_CONTROL
        pricePerToken = newPrice;
    }

    function buy(uint256 tokens) external payable {
        require(block.timestamp >= saleStart, "Sale: not started");
        require(pricePerToken > 0, "Sale: no price");
        require(msg.value == (tokens * pricePerToken) / 1e18, "Sale: wrong value");
        sold += tokens;
        require(token.transfer(msg.sender, tokens), "Sale: transfer");
    }

    function withdraw() external {
        require(msg.sender == owner, "Sale: owner");
        payable(owner).transfer(address(this).balance);
    }
}
