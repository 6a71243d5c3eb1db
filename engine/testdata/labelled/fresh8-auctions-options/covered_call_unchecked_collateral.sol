// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address) external view returns (uint256);
}

/// Covered-call vault: depositors lock an ERC-20 (which may return false instead of reverting), the vault
/// writes calls against it each week. Collateral moves with unchecked transfer calls.
contract CoveredCallVault {
    IERC20 public immutable asset;
    address public manager;
    uint256 public totalShares;
    uint256 public lockedAmount;
    mapping(address => uint256) public shares;

    constructor(IERC20 asset_) {
        asset = asset_;
        manager = msg.sender;
    }

    function deposit(uint256 amount) external {
        uint256 supply = totalShares;
        uint256 assets = asset.balanceOf(address(this));
        uint256 minted = supply == 0 ? amount : (amount * supply) / assets;
        // <yes> <report> UNCHECKED_LL_CALLS
        asset.transferFrom(msg.sender, address(this), amount);
        shares[msg.sender] += minted;
        totalShares = supply + minted;
    }

    function withdraw(uint256 shareAmount) external {
        require(shares[msg.sender] >= shareAmount, "shares");
        uint256 free = asset.balanceOf(address(this)) - lockedAmount;
        uint256 out = (shareAmount * asset.balanceOf(address(this))) / totalShares;
        require(out <= free, "locked");
        shares[msg.sender] -= shareAmount;
        totalShares -= shareAmount;
        // <yes> <report> UNCHECKED_LL_CALLS
        asset.transfer(msg.sender, out);
    }

    function rollToNextOption(uint256 lockAmount) external {
        require(msg.sender == manager, "manager");
        lockedAmount = lockAmount;
    }
}
