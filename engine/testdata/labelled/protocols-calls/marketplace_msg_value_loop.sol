pragma solidity ^0.8.20;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

// A marketplace's batch purchase checks msg.value against each listing's price, inside the loop: one payment
// buys every listing whose price it covers, and the escrowed ether of earlier sales pays the sellers.
contract Market {
    struct Listing {
        address seller;
        IERC721 collection;
        uint256 tokenId;
        uint256 price;
        bool active;
    }

    Listing[] public listings;
    mapping(address => uint256) public proceeds;

    function list(IERC721 collection, uint256 tokenId, uint256 price) external {
        collection.transferFrom(msg.sender, address(this), tokenId);
        listings.push(Listing(msg.sender, collection, tokenId, price, true));
    }

    function buyMany(uint256[] calldata ids) external payable {
        for (uint256 i = 0; i < ids.length; i++) {
            Listing storage l = listings[ids[i]];
            require(l.active, "inactive");
            // <yes> <report> DENIAL_OF_SERVICE
            require(msg.value >= l.price, "underpaid");
            l.active = false;
            proceeds[l.seller] += l.price;
            l.collection.transferFrom(address(this), msg.sender, l.tokenId);
        }
    }

    function withdrawProceeds() external {
        uint256 amount = proceeds[msg.sender];
        proceeds[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send failed");
    }
}
