pragma solidity ^0.8.0;

contract FundingAccrual {
    struct Market {
        int128 fundingIndex;
        uint128 totalBorrows;
        uint64 lastUpdate;
        uint64 ratePerSecond;
    }

    int256 public velocity;
    Market public market;
    uint128 public counter;

    // Vulnerable: the index grows with time and is cut to 128 bits.
    function accrue() public {
        int256 next = int256(market.fundingIndex) + velocity * int256(block.timestamp - market.lastUpdate);
        market.fundingIndex = int128(next); // want "FundingAccrual.accrue\\(\\) stores next, an accumulator that grows with time, as int128"
        market.lastUpdate = uint64(block.timestamp);
    }

    // Vulnerable: interest accrued over the elapsed time, added to a memory copy of the market.
    function accrueInterest() public {
        Market memory m = market;
        uint256 interest = uint256(m.totalBorrows) * m.ratePerSecond * (block.timestamp - m.lastUpdate) / 1e18;
        market.totalBorrows = uint128(m.totalBorrows + interest); // want "stores m.totalBorrows \\+ interest, an accumulator that grows with time, as uint128"
    }

    // Safe: the new index is checked against the type's range first.
    function accrueChecked() public {
        int256 next = int256(market.fundingIndex) + velocity * int256(block.timestamp - market.lastUpdate);
        require(next <= type(int128).max && next >= type(int128).min, "overflow");
        market.fundingIndex = int128(next);
    }

    // Safe: a counter stepped by one, not by time.
    function bump() public {
        counter = uint128(uint256(counter) + 1);
    }
}
