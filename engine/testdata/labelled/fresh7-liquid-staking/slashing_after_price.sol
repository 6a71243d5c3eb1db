// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Staking module of a restaking network: stakers deposit the network token behind operators; a
/// slashing penalty is settled lazily on the next withdrawal.
contract SlashableStakingModule {
    IERC20 public immutable stakeToken;
    address public slasher;
    uint256 public totalStake;
    uint256 public totalShares;
    uint256 public pendingPenalty;
    mapping(address => uint256) public shares;

    constructor(IERC20 token, address _slasher) {
        stakeToken = token;
        slasher = _slasher;
    }

    function slash(uint256 amount) external {
        require(msg.sender == slasher, "SLASHER");
        pendingPenalty += amount;
    }

    function _applyPenalty() internal {
        uint256 penalty = pendingPenalty;
        if (penalty == 0) return;
        pendingPenalty = 0;
        totalStake = penalty >= totalStake ? 0 : totalStake - penalty;
        require(stakeToken.transfer(slasher, penalty), "PENALTY");
    }

    function deposit(uint256 amount) external {
        _applyPenalty();
        uint256 minted = totalShares == 0 ? amount : (amount * totalShares) / totalStake;
        require(stakeToken.transferFrom(msg.sender, address(this), amount), "TRANSFER_FROM");
        totalStake += amount;
        totalShares += minted;
        shares[msg.sender] += minted;
    }

    function withdraw(uint256 shareAmount) external {
        require(shares[msg.sender] >= shareAmount, "SHARES");
        // <yes> <report> OTHER
        uint256 amount = (shareAmount * totalStake) / totalShares;
        _applyPenalty();
        shares[msg.sender] -= shareAmount;
        totalShares -= shareAmount;
        totalStake -= amount;
        require(stakeToken.transfer(msg.sender, amount), "TRANSFER");
    }
}
