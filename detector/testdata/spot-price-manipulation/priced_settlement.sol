// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IPair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IFeed {
    function latestAnswer() external view returns (int256);
}

// The settlement decides from the pool's reserves read now, and the payout is allowed on that decision.
contract SpotSettledCall {
    IPair public pair;
    IERC20 public usdc;
    uint256 public strike;
    bool public inTheMoney;
    mapping(address => uint256) public units;

    function settle() external {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        uint256 price = (uint256(r1) * 1e18) / uint256(r0); // want "SpotSettledCall.settle\\(\\) records inTheMoney, which allows a payout"
        inTheMoney = price > strike;
    }

    function exercise() external {
        require(inTheMoney, "otm");
        uint256 n = units[msg.sender];
        units[msg.sender] = 0;
        require(usdc.transfer(msg.sender, n * 100e6), "pay");
    }
}

// The decision is taken on an outside feed: no swap moves it.
contract FeedSettledCall {
    IFeed public feed;
    IERC20 public usdc;
    int256 public strike;
    bool public inTheMoney;
    mapping(address => uint256) public units;

    function settle() external {
        inTheMoney = feed.latestAnswer() > strike;
    }

    function exercise() external {
        require(inTheMoney, "otm");
        uint256 n = units[msg.sender];
        units[msg.sender] = 0;
        require(usdc.transfer(msg.sender, n * 100e6), "pay");
    }
}

// A spot reading recorded for display only: no payout depends on it.
contract SpotObserver {
    IPair public pair;
    uint256 public strike;
    bool public above;

    function poke() external {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        uint256 price = (uint256(r1) * 1e18) / uint256(r0);
        above = price > strike;
    }
}
