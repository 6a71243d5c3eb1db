pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

library SafeERC20 {
    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))));
    }
}

contract Escrows {
    using SafeERC20 for IERC20;

    struct Deal {
        address maker;
        IERC20 token;
        uint256 amount;
    }

    struct Lock {
        IERC20 token;
        uint256 amount;
        uint256 until;
    }

    mapping(uint256 => Deal) public deals;
    mapping(address => Lock[]) public locks;
    uint256 public nextId;

    // A record built with the amount asked, after a using-for pull.
    function open(IERC20 token, uint256 amount) external returns (uint256 id) {
        token.safeTransferFrom(msg.sender, address(this), amount);
        id = nextId++;
        deals[id] = Deal(msg.sender, token, amount); // want "Escrows.open\\(\\) credits deals\\[id\\] with amount"
    }

    // A record pushed with the amount asked.
    function lock(IERC20 token, uint256 amount, uint256 duration) external {
        token.safeTransferFrom(msg.sender, address(this), amount);
        locks[msg.sender].push(Lock(token, amount, block.timestamp + duration)); // want "Escrows.lock\\(\\) credits locks\\[msg.sender\\] with amount"
    }

    // Safe: the record holds what the balance delta says arrived.
    function openMeasured(IERC20 token, uint256 amount) external returns (uint256 id) {
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = token.balanceOf(address(this)) - before;
        id = nextId++;
        deals[id] = Deal(msg.sender, token, received);
    }
}

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

contract NftListings {
    struct Listing {
        address seller;
        IERC721 nft;
        uint256 tokenId;
        uint256 price;
    }

    mapping(uint256 => Listing) public listings;
    uint256 public nextId;

    // Safe: an ERC-721 transfer moves the one token named.
    function list(IERC721 nft, uint256 tokenId, uint256 price) external returns (uint256 id) {
        nft.transferFrom(msg.sender, address(this), tokenId);
        id = nextId++;
        listings[id] = Listing(msg.sender, nft, tokenId, price);
    }
}

contract FixedTokenEscrow {
    using SafeERC20 for IERC20;

    IERC20 public immutable token;
    mapping(address => uint256) public deposits;

    constructor(IERC20 t) {
        token = t;
    }

    // Safe here: the token is the one the deployer chose, not the caller.
    function deposit(uint256 amount) external {
        token.safeTransferFrom(msg.sender, address(this), amount);
        deposits[msg.sender] = amount;
    }
}
