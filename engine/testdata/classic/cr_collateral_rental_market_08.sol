// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

interface IERC721 {
    function ownerOf(uint256 tokenId) external view returns (address);
    function transferFrom(address from, address to, uint256 tokenId) external;
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "reentrant");
        _status = 2;
        _;
        _status = 1;
    }
}

/// Collateralised NFT rentals: the lender escrows the NFT with the market, the renter posts ether collateral and
/// the rent, returns the NFT by the deadline for its collateral, or the lender claims the collateral after it.
/// Every ether payout is credited to a pull balance, the rental's state changes before any external call, the
/// renter pays at most the price it agreed to, and the paths that move NFTs are locked.
contract CollateralRentalMarket is ReentrancyGuard {
    enum Status { None, Listed, Rented }

    struct Rental {
        address lender;
        address renter;
        IERC721 nft;
        uint256 tokenId;
        uint256 collateral;
        uint256 dailyRent;
        uint64 dueAt;
        Status status;
    }

    address public immutable feeRecipient;
    uint256 public constant FEE_BPS = 250;
    mapping(uint256 => Rental) public rentals;
    mapping(address => uint256) public credit;
    uint256 public nextId = 1;

    event Listed(uint256 indexed id, address lender);
    event Rented(uint256 indexed id, address renter, uint64 dueAt);
    event Returned(uint256 indexed id);
    event Defaulted(uint256 indexed id);

    constructor(address feeRecipient_) {
        feeRecipient = feeRecipient_;
    }

    function list(IERC721 nft, uint256 tokenId, uint256 collateral, uint256 dailyRent) external nonReentrant returns (uint256 id) {
        id = nextId++;
        rentals[id] = Rental(msg.sender, address(0), nft, tokenId, collateral, dailyRent, 0, Status.Listed);
        nft.transferFrom(msg.sender, address(this), tokenId);
        require(nft.ownerOf(tokenId) == address(this), "escrow");
        emit Listed(id, msg.sender);
    }

    function rent(uint256 id, uint64 numDays, uint256 maxDailyRent) external payable nonReentrant {
        Rental storage r = rentals[id];
        require(r.status == Status.Listed, "unavailable");
        require(numDays >= 1 && numDays <= 365, "days");
        require(r.dailyRent <= maxDailyRent, "price moved");
        uint256 rentDue = r.dailyRent * numDays;
        require(msg.value == rentDue + r.collateral, "payment");
        uint256 fee = (rentDue * FEE_BPS) / 10_000;
        r.renter = msg.sender;
        r.dueAt = uint64(block.timestamp) + numDays * 1 days;
        r.status = Status.Rented;
        credit[r.lender] += rentDue - fee;
        credit[feeRecipient] += fee;
        r.nft.transferFrom(address(this), msg.sender, r.tokenId);
        emit Rented(id, msg.sender, r.dueAt);
    }

    function giveBack(uint256 id) external nonReentrant {
        Rental storage r = rentals[id];
        require(r.status == Status.Rented && msg.sender == r.renter, "not renter");
        require(block.timestamp <= r.dueAt, "late");
        r.status = Status.Listed;
        r.renter = address(0);
        credit[msg.sender] += r.collateral;
        r.nft.transferFrom(msg.sender, address(this), r.tokenId);
        emit Returned(id);
    }

    function claimDefault(uint256 id) external nonReentrant {
        Rental storage r = rentals[id];
        require(r.status == Status.Rented && msg.sender == r.lender, "not lender");
        require(block.timestamp > r.dueAt, "not due");
        uint256 collateral = r.collateral;
        delete rentals[id];
        credit[msg.sender] += collateral;
        emit Defaulted(id);
    }

    function delist(uint256 id) external nonReentrant {
        Rental storage r = rentals[id];
        require(r.status == Status.Listed && msg.sender == r.lender, "not lender");
        IERC721 nft = r.nft;
        uint256 tokenId = r.tokenId;
        delete rentals[id];
        nft.transferFrom(address(this), msg.sender, tokenId);
    }

    function withdraw() external nonReentrant {
        uint256 amount = credit[msg.sender];
        require(amount > 0, "nothing");
        credit[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "withdraw");
    }
}
