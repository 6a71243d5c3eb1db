// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

contract PackedDebtLedger {
    struct Borrow {
        uint128 principal;
        uint128 interestIndex;
    }

    struct Market {
        uint128 totalBorrows;
        uint64 lastUpdate;
        uint64 ratePerSecond;
    }

    Market public market;
    uint256 public borrowIndex = 1e18;
    mapping(address => Borrow) public borrows;

    constructor(uint64 rate) {
        market.lastUpdate = uint64(block.timestamp);
        market.ratePerSecond = rate;
    }

    function accrue() public {
        Market memory m = market;
        uint256 elapsed = block.timestamp - m.lastUpdate;
        uint256 interest = uint256(m.totalBorrows) * m.ratePerSecond * elapsed / 1e18;
        borrowIndex += borrowIndex * m.ratePerSecond * elapsed / 1e18;
        // accumulated interest silently truncated to 128 bits
        // <yes> <report> ARITHMETIC
        market.totalBorrows = uint128(m.totalBorrows + interest);
        market.lastUpdate = uint64(block.timestamp);
    }

    function recordBorrow(address account, uint256 amount) external {
        accrue();
        Borrow memory b = borrows[account];
        uint256 current = b.interestIndex == 0 ? 0 : uint256(b.principal) * borrowIndex / b.interestIndex;
        // <yes> <report> ARITHMETIC
        borrows[account] = Borrow(uint128(current + amount), uint128(borrowIndex));
        market.totalBorrows += uint128(amount);
    }
}
