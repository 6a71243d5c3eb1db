// SPDX-License-Identifier: MIT
// A vault that takes a performance fee in the deposit token; the fee recipient's setter has no access check,
// so anyone points the fee stream at themselves just before the harvest.
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract YieldVault {
    address public governance;
    IERC20 public immutable asset;
    address public feeRecipient;
    uint256 public accruedFees;
    mapping(address => uint256) public shares;

    constructor(IERC20 asset_) {
        governance = msg.sender;
        asset = asset_;
        feeRecipient = msg.sender;
    }

    // <yes> <report> ACCESS_CONTROL
    function setFeeRecipient(address recipient) external {
        feeRecipient = recipient;
    }

    function setGovernance(address g) external {
        require(msg.sender == governance, "governance");
        governance = g;
    }

    function deposit(uint256 amount) external {
        require(asset.transferFrom(msg.sender, address(this), amount), "transferFrom");
        uint256 fee = amount / 100;
        accruedFees += fee;
        shares[msg.sender] += amount - fee;
    }

    function withdraw(uint256 amount) external {
        shares[msg.sender] -= amount;
        require(asset.transfer(msg.sender, amount), "transfer");
    }

    function harvestFees() external {
        uint256 fees = accruedFees;
        accruedFees = 0;
        require(asset.transfer(feeRecipient, fees), "transfer");
    }
}
