// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.16;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title Meta-vault with pluggable strategy adapters
/// @notice Adapters run in the vault's context so they can move its balances. rebalance takes the adapter
/// from the caller instead of the governance registry: any contract can be delegatecalled and can take over
/// the vault's storage and funds.
contract AdapterMetaVault {
    IERC20 public immutable asset;
    address public governance;
    mapping(address => bool) public approvedAdapter;
    uint256 public totalShares;
    mapping(address => uint256) public shares;

    constructor(IERC20 _asset) {
        asset = _asset;
        governance = msg.sender;
    }

    function setAdapter(address adapter, bool ok) external {
        require(msg.sender == governance, "gov");
        approvedAdapter[adapter] = ok;
    }

    function deposit(uint256 amount) external {
        uint256 held = asset.balanceOf(address(this));
        require(asset.transferFrom(msg.sender, address(this), amount), "transferFrom");
        uint256 minted = totalShares == 0 ? amount : (amount * totalShares) / held;
        shares[msg.sender] += minted;
        totalShares += minted;
    }

    function rebalance(address adapter, bytes calldata data) external returns (bytes memory) {
        // <yes> <report> ACCESS_CONTROL
        (bool ok, bytes memory ret) = adapter.delegatecall(data);
        require(ok, "adapter failed");
        return ret;
    }
}
