// SPDX-License-Identifier: MIT
pragma solidity ^0.8.11;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

library FeeMath {
    uint256 internal constant BPS = 10000;

    function portion(uint256 amount, uint256 bps) internal pure returns (uint256) {
        // <yes> <report> ARITHMETIC
        return amount / BPS * bps;
    }
}

contract TokenPricedMarket {
    using FeeMath for uint256;

    IERC20 public immutable currency;
    address public immutable feeRecipient;
    uint256 public constant FEE_BPS = 250;

    struct Ask {
        address seller;
        uint256 price;
        uint16 royaltyBps;
        address royaltyRecipient;
    }

    mapping(address => mapping(uint256 => Ask)) public asks;

    constructor(IERC20 _currency, address _feeRecipient) {
        currency = _currency;
        feeRecipient = _feeRecipient;
    }

    function setAsk(address nft, uint256 id, uint256 price, uint16 royaltyBps, address royaltyRecipient) external {
        require(royaltyBps <= 1000, "royalty");
        asks[nft][id] = Ask(msg.sender, price, royaltyBps, royaltyRecipient);
    }

    function fill(address nft, uint256 id) external {
        Ask memory a = asks[nft][id];
        require(a.seller != address(0), "no ask");
        delete asks[nft][id];
        uint256 fee = a.price.portion(FEE_BPS);
        uint256 royalty = a.price.portion(a.royaltyBps);
        require(currency.transferFrom(msg.sender, feeRecipient, fee), "fee");
        require(currency.transferFrom(msg.sender, a.royaltyRecipient, royalty), "royalty");
        require(currency.transferFrom(msg.sender, a.seller, a.price - fee - royalty), "seller");
        IERC721(nft).transferFrom(a.seller, msg.sender, id);
    }
}
