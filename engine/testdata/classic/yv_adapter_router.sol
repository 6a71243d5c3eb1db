// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.16;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IVault {
    function deposit(uint256 amount, address receiver) external returns (uint256);
}

/// @title Meta-vault with governance-registered adapters and a vault allowlist
/// @notice Adapters are delegatecalled only once governance registered them; approvals go only to vaults on the
/// allowlist and only for the amount being deposited; deposits pull from the caller alone.
contract RegisteredAdapterVault {
    IERC20 public immutable asset;
    address public governance;
    mapping(address => bool) public approvedAdapter;
    mapping(address => bool) public approvedVault;
    uint256 public totalShares;
    uint256 public totalManaged;
    mapping(address => uint256) public shares;

    modifier onlyGovernance() {
        require(msg.sender == governance, "gov");
        _;
    }

    constructor(IERC20 _asset) {
        asset = _asset;
        governance = msg.sender;
    }

    function setAdapter(address adapter, bool ok) external onlyGovernance {
        approvedAdapter[adapter] = ok;
    }

    function setVault(address vault, bool ok) external onlyGovernance {
        approvedVault[vault] = ok;
    }

    function deposit(uint256 amount) external {
        uint256 minted = totalShares == 0 ? amount : (amount * totalShares) / totalManaged;
        require(minted > 0, "zero shares");
        shares[msg.sender] += minted;
        totalShares += minted;
        totalManaged += amount;
        require(asset.transferFrom(msg.sender, address(this), amount), "transferFrom");
    }

    function allocate(IVault vault, uint256 amount) external onlyGovernance returns (uint256) {
        require(approvedVault[address(vault)], "vault");
        require(asset.approve(address(vault), amount), "approve");
        return vault.deposit(amount, address(this));
    }

    function rebalance(address adapter, bytes calldata data) external onlyGovernance returns (bytes memory) {
        require(approvedAdapter[adapter], "adapter");
        (bool ok, bytes memory ret) = adapter.delegatecall(data);
        require(ok, "adapter failed");
        return ret;
    }
}
