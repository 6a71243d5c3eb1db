pragma solidity ^0.8.17;

interface IERC721 {
    function ownerOf(uint256 tokenId) external view returns (address);
    function transferFrom(address from, address to, uint256 tokenId) external;
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
}

contract HolderMarket {
    struct Listing {
        address payable seller;
        uint256 price;
    }

    IERC721 public immutable nft;
    mapping(uint256 => Listing) public listings;

    constructor(IERC721 _nft) {
        nft = _nft;
    }

    function list(uint256 id, uint256 price) external {
        require(nft.ownerOf(id) == msg.sender, "owner");
        listings[id] = Listing(payable(msg.sender), price);
    }

    // The listing outlives a transfer: the token is taken from whoever holds it now.
    function buy(uint256 id) external payable {
        Listing memory l = listings[id];
        require(l.seller != address(0) && msg.value == l.price);
        delete listings[id];
        address holder = nft.ownerOf(id);
        require(holder != address(0), "burnt");
        nft.safeTransferFrom(holder, msg.sender, id); // want "HolderMarket.buy\\(\\) moves token id out of whoever holds it now \\(nft.ownerOf\\(id\\)\\)"
        l.seller.transfer(msg.value);
    }

    // The same, read in place, on a collection the caller names.
    function take(IERC721 collection, uint256 id) external {
        collection.transferFrom(collection.ownerOf(id), msg.sender, id); // want "moves token id out of whoever holds it now"
    }
}

contract HolderMarketSafe {
    struct Listing {
        address payable seller;
        uint256 price;
    }

    IERC721 public immutable nft;
    address public immutable owner;
    mapping(uint256 => Listing) public listings;

    constructor(IERC721 _nft) {
        nft = _nft;
        owner = msg.sender;
    }

    // Safe: the holder must still be the seller who listed.
    function buy(uint256 id) external payable {
        Listing memory l = listings[id];
        require(l.seller != address(0) && msg.value == l.price);
        delete listings[id];
        address holder = nft.ownerOf(id);
        require(holder == l.seller, "stale listing");
        nft.safeTransferFrom(holder, msg.sender, id);
        l.seller.transfer(msg.value);
    }

    // Safe: the caller moves its own token.
    function move(uint256 id, address to) external {
        require(nft.ownerOf(id) == msg.sender, "owner");
        nft.transferFrom(nft.ownerOf(id), to, id);
    }

    // Safe: only the owner may move tokens out of their holders (a recovery tool).
    function recover(uint256 id, address to) external {
        require(msg.sender == owner, "owner");
        nft.transferFrom(nft.ownerOf(id), to, id);
    }

    // Safe: the token is one this contract holds in escrow, fixed at deployment.
    function release(uint256 id) external {
        require(listings[id].seller == msg.sender, "seller");
        delete listings[id];
        nft.transferFrom(address(this), msg.sender, id);
    }
}
