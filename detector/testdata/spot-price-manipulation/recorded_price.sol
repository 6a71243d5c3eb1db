// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IPair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function token0() external view returns (address);
}

interface IFeed {
    function latestAnswer() external view returns (int256);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// A put settled at the pool's current reserves: the recorded price is what the payout is computed from.
contract SpotSettledPut {
    IPair public pair;
    IERC20 public usdc;
    address public weth;
    uint256 public strike;
    uint256 public expiry;
    uint256 public settlementPrice;
    bool public settled;
    mapping(address => uint256) public putsOf;

    function settle() external {
        require(block.timestamp >= expiry && !settled, "cannot settle");
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        settlementPrice = pair.token0() == weth ? (uint256(r1) * 1e18) / r0 : (uint256(r0) * 1e18) / r1; // want "records settlementPrice, which a payout is computed from or checked on" "records settlementPrice, which a payout is computed from or checked on"
        settled = true;
    }

    function redeem() external {
        require(settled, "not settled");
        uint256 n = putsOf[msg.sender];
        putsOf[msg.sender] = 0;
        if (settlementPrice < strike) {
            uint256 payout = ((strike - settlementPrice) * n) / 1e18;
            require(usdc.transfer(msg.sender, payout), "payout");
        }
    }
}

// The same put settled at an outside feed's answer: no pool the caller can move prices it.
contract FeedSettledPut {
    IFeed public feed;
    IERC20 public usdc;
    uint256 public strike;
    uint256 public expiry;
    uint256 public settlementPrice;
    bool public settled;
    uint256 public lastReserveRatio;
    mapping(address => uint256) public putsOf;

    function settle(IPair pair) external {
        require(block.timestamp >= expiry && !settled, "cannot settle");
        settlementPrice = uint256(feed.latestAnswer());
        // Recorded for display only: no payout reads it.
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        lastReserveRatio = (uint256(r1) * 1e18) / r0;
        settled = true;
    }

    function redeem() external {
        require(settled, "not settled");
        uint256 n = putsOf[msg.sender];
        putsOf[msg.sender] = 0;
        if (settlementPrice < strike) {
            uint256 payout = ((strike - settlementPrice) * n) / 1e18;
            require(usdc.transfer(msg.sender, payout), "payout");
        }
    }
}
