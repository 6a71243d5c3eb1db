// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Stablecoin-denominated public sale packing each buyer's record into one slot. The contribution is
/// stored with a silent uint96 cast after the per-wallet cap check on the uint256 sum; the cast
/// cannot wrap for 6-decimal stablecoins, but the sale is also deployed for an 18-decimal quote
/// token, where a 2^96 wei payment (about 79 billion units) stores a tiny contribution and passes the
/// cap on the next buy. The token allocation is narrowed the same way and silently loses its high bits.
contract PackedPublicSale {
    struct Buyer {
        uint96 contributed;
        uint96 allocation;
        uint64 lastBuy;
    }

    IERC20 public immutable quote;
    IERC20 public immutable saleToken;
    address public immutable treasury;
    uint256 public immutable walletCap;
    uint256 public immutable tokensPerQuote;
    uint256 public totalRaised;

    mapping(address => Buyer) public buyers;

    constructor(IERC20 _quote, IERC20 _saleToken, address _treasury, uint256 _walletCap, uint256 _tokensPerQuote) {
        quote = _quote;
        saleToken = _saleToken;
        treasury = _treasury;
        walletCap = _walletCap;
        tokensPerQuote = _tokensPerQuote;
    }

    function buy(uint256 amount) external {
        Buyer storage b = buyers[msg.sender];
        uint256 newTotal = uint256(b.contributed) + amount;
        require(newTotal <= walletCap, "wallet cap");
        require(quote.transferFrom(msg.sender, treasury, amount), "pay");
        // <yes> <report> ARITHMETIC
        b.contributed = uint96(newTotal);
        // <yes> <report> ARITHMETIC
        b.allocation += uint96(amount * tokensPerQuote);
        b.lastBuy = uint64(block.timestamp);
        totalRaised += amount;
    }

    function claim() external {
        Buyer storage b = buyers[msg.sender];
        uint256 amount = b.allocation;
        require(amount > 0, "nothing");
        b.allocation = 0;
        require(saleToken.transfer(msg.sender, amount), "transfer");
    }
}
