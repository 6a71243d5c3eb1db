// SPDX-License-Identifier: BUSL-1.1
pragma solidity 0.8.19;

interface AggregatorV3Interface {
    function decimals() external view returns (uint8);
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract EthBackedStablecoinVault {
    AggregatorV3Interface public immutable ethUsdFeed;
    IERC20 public immutable stable;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public minted;

    error BadPrice();

    constructor(AggregatorV3Interface feed, IERC20 _stable) {
        ethUsdFeed = feed;
        stable = _stable;
    }

    function _ethPrice() internal view returns (uint256) {
        // <yes> <report> OTHER
        (uint80 roundId, int256 answer, , uint256 updatedAt, ) = ethUsdFeed.latestRoundData();
        if (answer <= 0 || roundId == 0) revert BadPrice();
        return uint256(answer) * 1e10;
    }

    function depositCollateral() external payable {
        collateral[msg.sender] += msg.value;
    }

    function mint(uint256 amount) external {
        uint256 value = collateral[msg.sender] * _ethPrice() / 1e18;
        require((minted[msg.sender] + amount) * 150 <= value * 100, "ratio");
        minted[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount), "transfer");
    }
}
