// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IPair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
}

interface IElastic {
    function totalSupply() external view returns (uint256);
    function rebase(uint256 epoch, int256 supplyDelta) external returns (uint256);
    function preview(int256 supplyDelta) external view returns (uint256);
}

interface ITwap {
    function consult() external view returns (uint256);
}

// A public rebase that prices the token from the pool's reserves and pushes the supply change into the token.
contract SpotRebaser {
    IElastic public immutable token;
    IPair public immutable pair;
    uint256 public epoch;
    uint256 public last;

    constructor(IElastic t, IPair p) {
        token = t;
        pair = p;
    }

    function price() public view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        return uint256(r1) * 1e18 / uint256(r0); // want "SpotRebaser.rebase\\(\\) passes to token a value priced at the ratio of balances"
    }

    function rebase() external {
        require(block.timestamp >= last + 1 days, "too soon");
        last = block.timestamp;
        epoch += 1;
        uint256 p = price();
        int256 delta;
        if (p > 1e18) {
            delta = int256(token.totalSupply() * (p - 1e18) / 1e18 / 10);
        } else {
            delta = -int256(token.totalSupply() * (1e18 - p) / 1e18 / 10);
        }
        token.rebase(epoch, delta);
    }

    // Safe: a view of the token is no change of its state.
    function previewRebase() external view returns (uint256) {
        return token.preview(int256(price()));
    }
}

// Safe: the same rebase priced by a time-weighted average.
contract TwapRebaser {
    IElastic public immutable token;
    ITwap public immutable oracle;
    uint256 public epoch;

    constructor(IElastic t, ITwap o) {
        token = t;
        oracle = o;
    }

    function rebase() external {
        epoch += 1;
        uint256 p = oracle.consult();
        int256 delta;
        if (p > 1e18) {
            delta = int256(token.totalSupply() * (p - 1e18) / 1e18 / 10);
        }
        token.rebase(epoch, delta);
    }
}
