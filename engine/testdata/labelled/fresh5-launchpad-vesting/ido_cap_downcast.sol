// SPDX-License-Identifier: MIT
pragma solidity ^0.8.7;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// IDO pool that packs each buyer's position into one slot. The contribution is stored as uint96 without a
/// bound, so a buyer paying in a stablecoin with 18 decimals and a huge amount wraps the stored figure and
/// slips past the per-wallet cap and the hard cap while the real payment is taken.
contract PackedIdoPool {
    struct Position {
        uint96 contributed;
        uint96 claimedTokens;
        uint64 lastBuy;
    }

    IERC20 public immutable raiseToken;
    IERC20 public immutable saleToken;
    address public immutable projectOwner;
    uint256 public immutable walletCap;
    uint256 public immutable hardCap;
    uint256 public immutable price; // raise-token units per sale token, 1e18 scaled
    uint256 public totalRaised;
    mapping(address => Position) public positions;

    constructor(IERC20 raise, IERC20 sale, uint256 walletCap_, uint256 hardCap_, uint256 price_) {
        raiseToken = raise;
        saleToken = sale;
        projectOwner = msg.sender;
        walletCap = walletCap_;
        hardCap = hardCap_;
        price = price_;
    }

    function buy(uint256 amount) external {
        Position storage p = positions[msg.sender];
        // <yes> <report> ARITHMETIC
        uint96 newContribution = p.contributed + uint96(amount);
        require(newContribution <= walletCap, "IDO: wallet cap");
        require(totalRaised + uint96(amount) <= hardCap, "IDO: hard cap");
        require(raiseToken.transferFrom(msg.sender, address(this), amount), "IDO: payment");
        p.contributed = newContribution;
        p.lastBuy = uint64(block.timestamp);
        totalRaised += uint96(amount);
    }

    function claim() external {
        Position storage p = positions[msg.sender];
        uint256 owed = (uint256(p.contributed) * 1e18) / price - p.claimedTokens;
        p.claimedTokens += uint96(owed);
        require(saleToken.transfer(msg.sender, owed), "IDO: claim");
    }
}
