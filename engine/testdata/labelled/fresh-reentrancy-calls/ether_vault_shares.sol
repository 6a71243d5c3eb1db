// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.13;

contract StakedEtherVault {
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;
    uint256 public totalAssets;
    bool private entered;

    modifier nonReentrant() {
        require(!entered, "REENTRANCY");
        entered = true;
        _;
        entered = false;
    }

    function convertToAssets(uint256 shares) public view returns (uint256) {
        uint256 supply = totalSupply;
        return supply == 0 ? shares : (shares * totalAssets) / supply;
    }

    function convertToShares(uint256 assets) public view returns (uint256) {
        uint256 supply = totalSupply;
        return supply == 0 ? assets : (assets * supply) / totalAssets;
    }

    function deposit(address receiver) external payable nonReentrant returns (uint256 shares) {
        shares = convertToShares(msg.value);
        require(shares != 0, "ZERO_SHARES");
        totalAssets += msg.value;
        totalSupply += shares;
        balanceOf[receiver] += shares;
    }

    function redeem(uint256 shares, address payable receiver) external nonReentrant returns (uint256 assets) {
        assets = convertToAssets(shares);
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        // <yes> <report> REENTRANCY
        (bool sent, ) = receiver.call{value: assets}("");
        require(sent, "ETH_TRANSFER_FAILED");
        totalAssets -= assets;
    }
}

interface IStakedEtherVault {
    function convertToAssets(uint256 shares) external view returns (uint256);
    function balanceOf(address who) external view returns (uint256);
}

contract VaultShareOracle {
    IStakedEtherVault public immutable vault;

    constructor(IStakedEtherVault vault_) {
        vault = vault_;
    }

    function collateralValue(address account) external view returns (uint256) {
        return vault.convertToAssets(vault.balanceOf(account));
    }
}
