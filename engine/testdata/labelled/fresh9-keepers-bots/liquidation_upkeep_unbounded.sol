// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

interface IPriceFeed {
    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80);
}

/// Isolated ETH-collateral loans of a stablecoin; an Automation upkeep sweeps all positions and liquidates those
/// under the threshold, paying the keeper from the seized collateral.
contract SweepLiquidator {
    struct Position {
        address owner;
        uint256 collateral;
        uint256 debt;
    }

    IPriceFeed public immutable feed;
    uint256 public constant THRESHOLD = 150;
    uint256 public constant KEEPER_BPS = 200;
    Position[] public positions;
    mapping(address => uint256) public stableBalance;

    constructor(IPriceFeed feed_) {
        feed = feed_;
    }

    function open(uint256 debt) external payable returns (uint256 id) {
        require(msg.value > 0, "collateral");
        require(_healthy(msg.value, debt, _price()), "undercollateralised");
        id = positions.length;
        positions.push(Position(msg.sender, msg.value, debt));
        stableBalance[msg.sender] += debt;
    }

    function _price() internal view returns (uint256) {
        (, int256 answer, , uint256 updatedAt, ) = feed.latestRoundData();
        require(answer > 0 && block.timestamp - updatedAt < 1 hours, "feed");
        return uint256(answer);
    }

    function _healthy(uint256 collateral, uint256 debt, uint256 price) internal pure returns (bool) {
        return collateral * price / 1e8 * 100 >= debt * THRESHOLD;
    }

    function performUpkeep(bytes calldata) external {
        uint256 price = _price();
        uint256 reward;
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < positions.length; i++) {
            Position storage p = positions[i];
            if (p.debt > 0 && !_healthy(p.collateral, p.debt, price)) {
                uint256 fee = p.collateral * KEEPER_BPS / 10_000;
                reward += fee;
                p.collateral = 0;
                p.debt = 0;
            }
        }
        if (reward > 0) {
            (bool ok, ) = payable(msg.sender).call{value: reward}("");
            require(ok, "reward");
        }
    }
}
