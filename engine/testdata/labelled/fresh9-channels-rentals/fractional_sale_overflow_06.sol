// SPDX-License-Identifier: MIT
pragma solidity ^0.6.6;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

/// A 2020 fractional NFT sale: the curator locks an NFT and sells fractions at a fixed price in ether until the
/// sale cap; holders of every fraction may later redeem the NFT. The payment check multiplies the fraction count
/// by the price without SafeMath under 0.6: a count chosen so that the product wraps to a small number buys the
/// whole supply for a few wei.
contract FixedPriceFractionSale {
    address payable public curator;
    IERC721 public nft;
    uint256 public tokenId;
    uint256 public pricePerFraction;
    uint256 public cap;
    uint256 public sold;
    bool public nftRedeemed;

    mapping(address => uint256) public fractionsOf;

    event Bought(address indexed buyer, uint256 amount, uint256 paid);

    constructor(IERC721 _nft, uint256 _tokenId, uint256 _price, uint256 _cap) public {
        curator = msg.sender;
        nft = _nft;
        tokenId = _tokenId;
        pricePerFraction = _price;
        cap = _cap;
    }

    function buy(uint256 amount) external payable {
        require(cap == 0 || amount <= cap - sold, "sold out");
        // <yes> <report> ARITHMETIC
        require(msg.value == amount * pricePerFraction, "wrong payment");
        sold += amount;
        fractionsOf[msg.sender] += amount;
        emit Bought(msg.sender, amount, msg.value);
    }

    function transferFractions(address to, uint256 amount) external {
        require(fractionsOf[msg.sender] >= amount, "balance");
        fractionsOf[msg.sender] -= amount;
        fractionsOf[to] += amount;
    }

    function redeemNft() external {
        require(!nftRedeemed, "gone");
        require(sold > 0 && fractionsOf[msg.sender] == sold, "all fractions");
        nftRedeemed = true;
        fractionsOf[msg.sender] = 0;
        nft.transferFrom(address(this), msg.sender, tokenId);
    }

    function withdrawProceeds() external {
        require(msg.sender == curator, "curator");
        curator.transfer(address(this).balance);
    }
}
