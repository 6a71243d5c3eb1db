// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// @title ETH staking vault with checks-effects-interactions and a lock
/// @notice Shares are burnt before the ETH leaves; the pool is tracked internally so forced ETH cannot move the
/// price; the operator can sweep unaccounted ETH, so nothing is locked.
contract EthStakeVault {
    address public immutable operator;
    uint256 public totalShares;
    uint256 public totalPooled;
    mapping(address => uint256) public shares;
    uint256 private locked = 1;

    event Deposited(address indexed account, uint256 amount, uint256 shares);
    event Redeemed(address indexed account, uint256 amount, uint256 shares);

    modifier nonReentrant() {
        require(locked == 1, "reentrant");
        locked = 2;
        _;
        locked = 1;
    }

    constructor(address _operator) {
        operator = _operator;
    }

    function deposit() external payable nonReentrant {
        require(msg.value > 0, "zero");
        uint256 minted = totalShares == 0 ? msg.value : (msg.value * totalShares) / totalPooled;
        require(minted > 0, "zero shares");
        shares[msg.sender] += minted;
        totalShares += minted;
        totalPooled += msg.value;
        emit Deposited(msg.sender, msg.value, minted);
    }

    function reportRewards() external payable {
        require(msg.sender == operator, "operator");
        totalPooled += msg.value;
    }

    function redeem(uint256 amount) external nonReentrant {
        uint256 eth = (amount * totalPooled) / totalShares;
        shares[msg.sender] -= amount;
        totalShares -= amount;
        totalPooled -= eth;
        emit Redeemed(msg.sender, eth, amount);
        (bool ok, ) = payable(msg.sender).call{value: eth}("");
        require(ok, "send");
    }

    function sweepSurplus(address payable to) external nonReentrant {
        require(msg.sender == operator, "operator");
        uint256 surplus = address(this).balance - totalPooled;
        (bool ok, ) = to.call{value: surplus}("");
        require(ok, "send");
    }
}
