// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface AggregatorV3Interface {
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transfer.selector, to, value));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
    }

    function _call(IERC20 token, bytes memory data) private {
        (bool success, bytes memory ret) = address(token).call(data);
        require(success && (ret.length == 0 || abi.decode(ret, (bool))), "SafeERC20: failed");
    }
}

/// Parametric depeg cover paid in USDC; the trigger reads a fresh, complete Chainlink round.
contract DepegCoverV2 {
    using SafeERC20 for IERC20;

    AggregatorV3Interface public immutable feed;
    IERC20 public immutable usdc;
    address public owner;
    uint256 public constant MAX_DELAY = 1 hours;
    int256 public constant TRIGGER = 0.95e8;

    struct Policy {
        uint256 cover;
        uint64 expiry;
        bool paid;
    }

    mapping(address => Policy) public policies;

    constructor(AggregatorV3Interface _feed, IERC20 _usdc) {
        feed = _feed;
        usdc = _usdc;
        owner = msg.sender;
    }

    function buyCover(uint256 cover, uint64 duration) external {
        require(duration <= 365 days, "duration");
        Policy storage p = policies[msg.sender];
        require(p.cover == 0 || p.paid || p.expiry < block.timestamp, "active");
        uint256 premium = (cover * 2) / 100;
        usdc.safeTransferFrom(msg.sender, address(this), premium);
        policies[msg.sender] = Policy(cover, uint64(block.timestamp) + duration, false);
    }

    function _price() internal view returns (int256) {
        (uint80 roundId, int256 answer, , uint256 updatedAt, uint80 answeredInRound) = feed.latestRoundData();
        require(answer > 0, "price");
        require(answeredInRound >= roundId, "round");
        require(block.timestamp - updatedAt <= MAX_DELAY, "stale");
        return answer;
    }

    function claim() external {
        Policy storage p = policies[msg.sender];
        require(p.cover > 0 && !p.paid, "none");
        require(block.timestamp <= p.expiry, "expired");
        require(_price() < TRIGGER, "pegged");
        p.paid = true;
        usdc.safeTransfer(msg.sender, p.cover);
    }

    function withdrawReserve(address to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        usdc.safeTransfer(to, amount);
    }
}
