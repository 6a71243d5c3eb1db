// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC721 {
    function ownerOf(uint256 tokenId) external view returns (address);
    function getApproved(uint256 tokenId) external view returns (address);
    function isApprovedForAll(address owner, address operator) external view returns (bool);
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
}

interface IERC2981 {
    function royaltyInfo(uint256 tokenId, uint256 salePrice) external view returns (address receiver, uint256 amount);
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

/// A fixed-price NFT marketplace: sellers list tokens they own and have approved, buyers pay the exact price,
/// the token moves to the buyer and the proceeds (less fee and royalty) are credited for the seller to withdraw.
contract NFTMarketplace is ReentrancyGuard {
    struct Listing {
        address seller;
        uint96 price;
    }

    address public owner;
    address public pendingOwner;
    uint256 public feeBps = 250;
    uint256 public constant MAX_FEE_BPS = 1_000;
    uint256 public constant MAX_ROYALTY_BPS = 1_000;

    mapping(address => mapping(uint256 => Listing)) public listings;
    mapping(address => uint256) public proceeds;

    event Listed(address indexed nft, uint256 indexed tokenId, address indexed seller, uint256 price);
    event Canceled(address indexed nft, uint256 indexed tokenId);
    event Bought(address indexed nft, uint256 indexed tokenId, address indexed buyer, uint256 price);
    event ProceedsWithdrawn(address indexed account, uint256 amount);

    error NotOwner();
    error NotTokenOwner();
    error NotApproved();
    error NotListed();
    error WrongPrice();
    error NothingToWithdraw();
    error TransferFailed();
    error FeeTooHigh();

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    constructor() {
        owner = msg.sender; // want "constructor-in-upgradeable: NFTMarketplace is set up by NFTMarketplace.buy" // FALSE ALARM: access (a reentrancy lock is no initializer flag)
    }

    function list(IERC721 nft, uint256 tokenId, uint96 price) external {
        if (price == 0) revert WrongPrice();
        if (nft.ownerOf(tokenId) != msg.sender) revert NotTokenOwner();
        if (nft.getApproved(tokenId) != address(this) && !nft.isApprovedForAll(msg.sender, address(this))) {
            revert NotApproved();
        }
        listings[address(nft)][tokenId] = Listing(msg.sender, price);
        emit Listed(address(nft), tokenId, msg.sender, price);
    }

    function cancel(IERC721 nft, uint256 tokenId) external {
        Listing memory l = listings[address(nft)][tokenId];
        if (l.seller != msg.sender) revert NotTokenOwner();
        delete listings[address(nft)][tokenId];
        emit Canceled(address(nft), tokenId);
    }

    function buy(IERC721 nft, uint256 tokenId, uint256 expectedPrice) external payable nonReentrant {
        Listing memory l = listings[address(nft)][tokenId];
        if (l.seller == address(0)) revert NotListed();
        // The buyer states the price they saw: a seller who relists higher in the meantime cannot charge more.
        if (msg.value != l.price || expectedPrice != l.price) revert WrongPrice();
        delete listings[address(nft)][tokenId];

        uint256 fee = (msg.value * feeBps) / 10_000;
        uint256 royalty;
        address royaltyReceiver;
        try IERC2981(address(nft)).royaltyInfo(tokenId, msg.value) returns (address receiver, uint256 amount) {
            if (receiver != address(0) && amount <= (msg.value * MAX_ROYALTY_BPS) / 10_000) {
                royaltyReceiver = receiver;
                royalty = amount;
            }
        } catch {}

        proceeds[l.seller] += msg.value - fee - royalty;
        proceeds[owner] += fee;
        if (royalty > 0) proceeds[royaltyReceiver] += royalty;

        nft.safeTransferFrom(l.seller, msg.sender, tokenId);
        emit Bought(address(nft), tokenId, msg.sender, msg.value);
    }

    function withdrawProceeds() external nonReentrant {
        uint256 amount = proceeds[msg.sender];
        if (amount == 0) revert NothingToWithdraw();
        proceeds[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        if (!ok) revert TransferFailed();
        emit ProceedsWithdrawn(msg.sender, amount);
    }

    function setFee(uint256 newFeeBps) external onlyOwner {
        if (newFeeBps > MAX_FEE_BPS) revert FeeTooHigh();
        feeBps = newFeeBps;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        pendingOwner = newOwner;
    }

    function acceptOwnership() external {
        if (msg.sender != pendingOwner) revert NotOwner();
        owner = msg.sender;
        pendingOwner = address(0);
    }
}

// Safe, widely used code (or written in its style): held to no finding above low. Each medium-or-above
// expectation in this file marked FALSE ALARM is a known false alarm, kept so that fixing it shows here.
