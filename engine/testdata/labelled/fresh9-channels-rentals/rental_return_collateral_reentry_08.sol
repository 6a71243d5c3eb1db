// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC721 {
    function ownerOf(uint256 tokenId) external view returns (address);
    function transferFrom(address from, address to, uint256 tokenId) external;
}

/// Collateralised NFT rentals (the reNFT/Double-style collateral model): a renter posts ether collateral and
/// rent, takes the NFT, and gets the collateral back on returning it in time; a lender claims the collateral
/// after a default. The renter hands the NFT back to the market, which keeps it listed for the next renter; the
/// collateral is sent before the rental is marked inactive, so a renter contract re-enters returnNft from its
/// receive function and is refunded the same collateral again and again, out of other renters' collateral.
contract CollateralRentals {
    struct Rental {
        address lender;
        address renter;
        IERC721 nft;
        uint256 tokenId;
        uint256 collateral;
        uint256 dailyRent;
        uint256 dueAt;
        bool active;
    }

    mapping(uint256 => Rental) public rentals;
    mapping(address => uint256) public rentOwed;
    uint256 public nextId;

    event Listed(uint256 indexed id, address lender, uint256 tokenId);
    event Rented(uint256 indexed id, address renter, uint256 dueAt);
    event Returned(uint256 indexed id);
    event Defaulted(uint256 indexed id);

    function list(IERC721 nft, uint256 tokenId, uint256 collateral, uint256 dailyRent) external returns (uint256 id) {
        nft.transferFrom(msg.sender, address(this), tokenId);
        id = nextId++;
        rentals[id] = Rental(msg.sender, address(0), nft, tokenId, collateral, dailyRent, 0, false);
        emit Listed(id, msg.sender, tokenId);
    }

    function rent(uint256 id, uint256 numDays) external payable {
        Rental storage r = rentals[id];
        require(r.lender != address(0) && !r.active, "unavailable");
        require(numDays > 0 && numDays <= 30, "days");
        uint256 rentDue = r.dailyRent * numDays;
        require(msg.value == r.collateral + rentDue, "payment");
        r.renter = msg.sender;
        r.active = true;
        r.dueAt = block.timestamp + numDays * 1 days;
        rentOwed[r.lender] += rentDue;
        r.nft.transferFrom(address(this), msg.sender, r.tokenId);
        emit Rented(id, msg.sender, r.dueAt);
    }

    function returnNft(uint256 id) external {
        Rental storage r = rentals[id];
        require(r.active && msg.sender == r.renter, "not renter");
        require(block.timestamp <= r.dueAt, "late");
        require(r.nft.ownerOf(r.tokenId) == address(this), "hand the NFT back first");
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: r.collateral}("");
        require(ok, "collateral");
        r.active = false;
        r.renter = address(0);
        emit Returned(id);
    }

    function claimDefault(uint256 id) external {
        Rental storage r = rentals[id];
        require(r.active && msg.sender == r.lender, "not lender");
        require(block.timestamp > r.dueAt, "not due");
        uint256 collateral = r.collateral;
        IERC721 nft = r.nft;
        uint256 tokenId = r.tokenId;
        delete rentals[id];
        if (nft.ownerOf(tokenId) == address(this)) {
            nft.transferFrom(address(this), msg.sender, tokenId);
        }
        (bool ok, ) = msg.sender.call{value: collateral}("");
        require(ok, "collateral");
        emit Defaulted(id);
    }

    function withdrawRent() external {
        uint256 amount = rentOwed[msg.sender];
        rentOwed[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "rent");
    }
}
