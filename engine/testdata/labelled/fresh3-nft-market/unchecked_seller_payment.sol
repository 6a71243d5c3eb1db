pragma solidity ^0.7.0;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

contract EscrowMarket {
    struct Sale {
        address payable seller;
        address nft;
        uint256 tokenId;
        uint256 price;
        bool active;
    }

    Sale[] public sales;
    address public admin;

    constructor() {
        admin = msg.sender;
    }

    function createSale(address nft, uint256 tokenId, uint256 price) external returns (uint256) {
        IERC721(nft).transferFrom(msg.sender, address(this), tokenId);
        sales.push(Sale(msg.sender, nft, tokenId, price, true));
        return sales.length - 1;
    }

    function purchase(uint256 saleId) external payable {
        Sale storage s = sales[saleId];
        require(s.active, "inactive");
        require(msg.value == s.price, "price");
        s.active = false;
        IERC721(s.nft).transferFrom(address(this), msg.sender, s.tokenId);
        // <yes> <report> UNCHECKED_LL_CALLS
        s.seller.call{value: msg.value}("");
    }

    function cancelSale(uint256 saleId) external {
        Sale storage s = sales[saleId];
        require(s.active && s.seller == msg.sender, "no");
        s.active = false;
        IERC721(s.nft).transferFrom(address(this), msg.sender, s.tokenId);
    }
}
