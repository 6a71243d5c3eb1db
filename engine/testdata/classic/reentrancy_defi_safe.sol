// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

interface IFlashBorrower {
    function onFlashLoan(address initiator, uint256 amount, uint256 fee, bytes calldata data) external returns (bytes32);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "ReentrancyGuard: reentrant call");
        _status = 2;
        _;
        _status = 1;
    }
}

// A multi-token exchange balance book: any token, effects before every transfer.
contract TokenBook {
    using SafeERC20 for IERC20;

    mapping(address => mapping(address => uint256)) public balances;

    function deposit(IERC20 token, uint256 amount) external {
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        balances[address(token)][msg.sender] += token.balanceOf(address(this)) - before;
    }

    function withdraw(IERC20 token, uint256 amount) external {
        balances[address(token)][msg.sender] -= amount;
        token.safeTransfer(msg.sender, amount);
    }

    function transfer(IERC20 token, address to, uint256 amount) external {
        balances[address(token)][msg.sender] -= amount;
        balances[address(token)][to] += amount;
    }
}

// A flash lender: the loan is checked by the balance after the callback, under a lock shared by every function
// that moves funds.
contract FlashLender is ReentrancyGuard {
    using SafeERC20 for IERC20;

    IERC20 public immutable asset;
    mapping(address => uint256) public deposits;
    uint256 public totalDeposits;
    uint256 public constant FEE_BPS = 9;

    constructor(IERC20 a) {
        asset = a;
    }

    function deposit(uint256 amount) external nonReentrant {
        asset.safeTransferFrom(msg.sender, address(this), amount);
        deposits[msg.sender] += amount;
        totalDeposits += amount;
    }

    function withdraw(uint256 amount) external nonReentrant {
        deposits[msg.sender] -= amount;
        totalDeposits -= amount;
        asset.safeTransfer(msg.sender, amount);
    }

    function flashLoan(IFlashBorrower receiver, uint256 amount, bytes calldata data) external nonReentrant {
        uint256 balanceBefore = asset.balanceOf(address(this));
        uint256 fee = amount * FEE_BPS / 10000;
        asset.safeTransfer(address(receiver), amount);
        require(receiver.onFlashLoan(msg.sender, amount, fee, data) == keccak256("ERC3156FlashBorrower.onFlashLoan"), "callback");
        require(asset.balanceOf(address(this)) >= balanceBefore + fee, "not repaid");
        totalDeposits += fee;
    }
}

// NFT staking: the contract receives the token (its own hook), and returns it after the stake is deleted.
contract NFTStaking is IERC721Receiver {
    IERC721 public immutable nft;
    IERC20 public immutable reward;
    mapping(uint256 => address) public stakerOf;
    mapping(uint256 => uint256) public stakedAt;

    constructor(IERC721 n, IERC20 r) {
        nft = n;
        reward = r;
    }

    function stake(uint256 id) external {
        nft.transferFrom(msg.sender, address(this), id);
        stakerOf[id] = msg.sender;
        stakedAt[id] = block.timestamp;
    }

    function unstake(uint256 id) external {
        require(stakerOf[id] == msg.sender, "staker");
        uint256 earned = (block.timestamp - stakedAt[id]) * 1e15;
        delete stakerOf[id];
        delete stakedAt[id];
        nft.safeTransferFrom(address(this), msg.sender, id);
        require(reward.transfer(msg.sender, earned));
    }

    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return IERC721Receiver.onERC721Received.selector;
    }
}

// A fixed-price NFT sale: the listing is closed and the proceeds credited before the token moves.
contract FixedPriceMarket {
    struct Listing {
        address seller;
        IERC721 nft;
        uint256 tokenId;
        uint256 price;
    }

    mapping(uint256 => Listing) public listings;
    mapping(address => uint256) public proceeds;
    uint256 public nextListing;

    function list(IERC721 nft, uint256 tokenId, uint256 price) external returns (uint256 id) {
        nft.transferFrom(msg.sender, address(this), tokenId);
        id = nextListing++;
        listings[id] = Listing(msg.sender, nft, tokenId, price);
    }

    function buy(uint256 id) external payable {
        Listing memory l = listings[id];
        require(l.seller != address(0), "no listing");
        require(msg.value == l.price, "price");
        delete listings[id];
        proceeds[l.seller] += msg.value;
        l.nft.safeTransferFrom(address(this), msg.sender, l.tokenId);
    }

    function withdrawProceeds() external {
        uint256 amount = proceeds[msg.sender];
        proceeds[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "send");
    }
}

// An ERC-4626-style vault on an asset fixed at deployment: assets are pulled first, then shares minted, as
// OpenZeppelin's ERC4626 does.
contract SimpleVault {
    using SafeERC20 for IERC20;

    IERC20 public immutable asset;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    constructor(IERC20 a) {
        asset = a;
    }

    function totalAssets() public view returns (uint256) {
        return asset.balanceOf(address(this));
    }

    function deposit(uint256 assets) external returns (uint256 shares) {
        uint256 supply = totalSupply;
        shares = supply == 0 ? assets : assets * supply / totalAssets(); // want "share-inflation: SimpleVault.deposit\\(\\) mints shares"
        asset.safeTransferFrom(msg.sender, address(this), assets);
        balanceOf[msg.sender] += shares;
        totalSupply += shares;
    }

    function redeem(uint256 shares) external returns (uint256 assets) {
        assets = shares * totalAssets() / totalSupply;
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        asset.safeTransfer(msg.sender, assets);
    }
}
