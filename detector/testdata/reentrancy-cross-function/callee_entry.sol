pragma solidity ^0.8.0;

interface IERC721 {
    function transferFrom(address from, address to, uint256 id) external;
}

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

// The entry written after the call is the one kept for the called contract: a hostile token finds only its
// own listing stale during its call. Reported medium, with the reason.
contract CalleeListings {
    struct Listing {
        address seller;
        uint256 price;
    }

    mapping(address => mapping(uint256 => Listing)) public listings;

    function list(address nft, uint256 id, uint256 price) external {
        IERC721(nft).transferFrom(msg.sender, address(this), id); // want "CalleeListings.list\\(\\) calls IERC721\\(nft\\) before it writes listings .*only its own records are stale"
        listings[nft][id] = Listing(msg.sender, price);
    }

    function buy(address nft, uint256 id) external payable {
        Listing memory l = listings[nft][id];
        require(l.price > 0 && msg.value == l.price, "price");
        delete listings[nft][id];
        IERC721(nft).transferFrom(address(this), msg.sender, id);
    }
}

// The entry written is keyed by the caller alone: every token's deposits share it, and a hostile token reads
// the caller's stale credit for the real ones. Reported as before.
contract SharedCredit {
    mapping(address => uint256) public credit;

    function deposit(address token, uint256 amount) external {
        require(IERC20(token).transferFrom(msg.sender, address(this), amount)); // want "SharedCredit.deposit\\(\\) calls IERC20\\(token\\) before it writes credit \\(line \\d+\\); SharedCredit.spend\\(\\) reads credit during the call and acts on it$"
        credit[msg.sender] += amount;
    }

    function spend(address token, uint256 amount) external {
        require(credit[msg.sender] >= amount, "credit");
        credit[msg.sender] -= amount;
        require(IERC20(token).transfer(msg.sender, amount));
    }
}
