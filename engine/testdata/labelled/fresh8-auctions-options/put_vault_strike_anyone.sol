// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IPriceFeed {
    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80);
}

/// Cash-secured put vault: the keeper opens a round at a strike, buyers pay premium, at expiry the vault pays
/// the in-the-money amount. The strike setter is meant for the keeper but checks nothing.
contract SecuredPutVault {
    IERC20 public immutable stable;
    IPriceFeed public immutable feed;
    address public keeper;

    uint256 public strike;
    uint256 public expiry;
    uint256 public sold;
    mapping(address => uint256) public bought;

    constructor(IERC20 stable_, IPriceFeed feed_) {
        stable = stable_;
        feed = feed_;
        keeper = msg.sender;
    }

    function openRound(uint256 strike_, uint256 expiry_) external {
        require(msg.sender == keeper, "keeper");
        require(block.timestamp >= expiry, "round live");
        strike = strike_;
        expiry = expiry_;
        sold = 0;
    }

    /// @notice Adjusts the strike of the current round before any option is sold.
    function setStrike(uint256 newStrike) external {
        require(block.timestamp < expiry, "expired");
        // <yes> <report> ACCESS_CONTROL
        strike = newStrike;
    }

    function buy(uint256 amount, uint256 premium) external {
        require(block.timestamp < expiry, "expired");
        require(stable.transferFrom(msg.sender, address(this), premium), "premium");
        bought[msg.sender] += amount;
        sold += amount;
    }

    function claim() external {
        require(block.timestamp >= expiry, "live");
        (, int256 answer, , uint256 updatedAt, ) = feed.latestRoundData();
        require(answer > 0 && updatedAt + 1 hours >= block.timestamp, "stale");
        uint256 price = uint256(answer);
        uint256 amount = bought[msg.sender];
        bought[msg.sender] = 0;
        if (price < strike) {
            require(stable.transfer(msg.sender, ((strike - price) * amount) / 1e8), "pay");
        }
    }
}
