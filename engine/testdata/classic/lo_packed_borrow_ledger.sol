// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

library SafeCast {
    error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value);

    function toUint128(uint256 value) internal pure returns (uint128) {
        if (value > type(uint128).max) revert SafeCastOverflowedUintDowncast(128, value);
        return uint128(value);
    }

    function toUint64(uint256 value) internal pure returns (uint64) {
        if (value > type(uint64).max) revert SafeCastOverflowedUintDowncast(64, value);
        return uint64(value);
    }
}

abstract contract Ownable2Step {
    address public owner;
    address public pendingOwner;

    event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(address initialOwner) {
        owner = initialOwner;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        pendingOwner = newOwner;
        emit OwnershipTransferStarted(owner, newOwner);
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "Ownable2Step: caller is not the new owner");
        emit OwnershipTransferred(owner, msg.sender);
        owner = msg.sender;
        delete pendingOwner;
    }
}

/// Packed per-market borrow accounting. Every narrowing goes through SafeCast, which reverts instead of
/// truncating; interest is accrued before the rate or a position changes.
contract PackedBorrowLedger is Ownable2Step {
    using SafeCast for uint256;

    struct MarketState {
        uint128 totalBorrows;
        uint64 lastUpdate;
        uint64 ratePerSecond; // WAD
    }

    struct Position {
        uint128 principal;
        uint128 index;
    }

    uint256 public constant WAD = 1e18;

    MarketState public state;
    uint256 public borrowIndex = WAD;
    address public market;
    mapping(address => Position) public positions;

    modifier onlyMarket() {
        require(msg.sender == market, "market");
        _;
    }

    constructor(address market_, uint64 rate) Ownable2Step(msg.sender) {
        market = market_;
        state = MarketState(0, uint64(block.timestamp), rate);
    }

    function setRate(uint64 rate) external onlyOwner {
        accrue();
        state.ratePerSecond = rate;
    }

    function accrue() public {
        MarketState memory s = state;
        uint256 elapsed = block.timestamp - s.lastUpdate;
        if (elapsed == 0) return;
        uint256 factor = uint256(s.ratePerSecond) * elapsed;
        uint256 interest = uint256(s.totalBorrows) * factor / WAD;
        borrowIndex += borrowIndex * factor / WAD;
        state.totalBorrows = (uint256(s.totalBorrows) + interest).toUint128();
        state.lastUpdate = block.timestamp.toUint64();
    }

    function balanceOf(address account) public view returns (uint256) {
        Position memory p = positions[account];
        if (p.index == 0) return 0;
        return uint256(p.principal) * borrowIndex / p.index;
    }

    function increase(address account, uint256 amount) external onlyMarket {
        accrue();
        uint256 next = balanceOf(account) + amount;
        positions[account] = Position(next.toUint128(), borrowIndex.toUint128());
        state.totalBorrows = (uint256(state.totalBorrows) + amount).toUint128();
    }

    function decrease(address account, uint256 amount) external onlyMarket returns (uint256 repaid) {
        accrue();
        uint256 current = balanceOf(account);
        repaid = amount > current ? current : amount;
        uint256 next = current - repaid;
        positions[account] = Position(next.toUint128(), next == 0 ? 0 : borrowIndex.toUint128());
        uint256 total = state.totalBorrows;
        state.totalBorrows = (total > repaid ? total - repaid : 0).toUint128();
    }
}
