// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title Fee distributor of an auto-compounder
/// @notice Performance fees are streamed to xToken stakers. The per-second rate and the per-share increment both
/// divide before they scale: with 18-decimal stakes, any fee below the total stake is lost entirely.
contract PerformanceFeeDistributor {
    IERC20 public immutable feeToken;
    IERC20 public immutable xToken;
    address public immutable compounder;

    uint256 public constant PRECISION = 1e18;
    uint256 public constant STREAM = 7 days;

    uint256 public ratePerSecond;
    uint256 public streamEnd;
    uint256 public lastUpdate;
    uint256 public accFeePerShare;
    uint256 public totalStaked;

    mapping(address => uint256) public staked;
    mapping(address => uint256) public feeDebt;

    constructor(IERC20 _fee, IERC20 _x, address _compounder) {
        feeToken = _fee;
        xToken = _x;
        compounder = _compounder;
        lastUpdate = block.timestamp;
    }

    function _accrue() internal {
        uint256 until = block.timestamp < streamEnd ? block.timestamp : streamEnd;
        if (until > lastUpdate && totalStaked > 0) {
            uint256 released = (until - lastUpdate) * ratePerSecond;
            // <yes> <report> ARITHMETIC
            accFeePerShare += (released / totalStaked) * PRECISION;
        }
        lastUpdate = block.timestamp;
    }

    function notifyFees(uint256 amount) external {
        require(msg.sender == compounder, "compounder");
        _accrue();
        require(feeToken.transferFrom(msg.sender, address(this), amount), "transferFrom");
        ratePerSecond = amount / STREAM;
        streamEnd = block.timestamp + STREAM;
    }

    function stake(uint256 amount) external {
        _accrue();
        _claim(msg.sender);
        require(xToken.transferFrom(msg.sender, address(this), amount), "transferFrom");
        staked[msg.sender] += amount;
        totalStaked += amount;
        feeDebt[msg.sender] = (staked[msg.sender] * accFeePerShare) / PRECISION;
    }

    function unstake(uint256 amount) external {
        _accrue();
        _claim(msg.sender);
        staked[msg.sender] -= amount;
        totalStaked -= amount;
        feeDebt[msg.sender] = (staked[msg.sender] * accFeePerShare) / PRECISION;
        require(xToken.transfer(msg.sender, amount), "transfer");
    }

    function _claim(address user) internal {
        uint256 owed = (staked[user] * accFeePerShare) / PRECISION - feeDebt[user];
        if (owed > 0) {
            require(feeToken.transfer(user, owed), "transfer");
        }
    }
}
