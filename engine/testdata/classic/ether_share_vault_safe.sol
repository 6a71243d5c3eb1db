// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.13;

contract EtherShareVault {
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;
    uint256 public totalAssets;
    uint256 private status = 1;

    event Deposit(address indexed caller, address indexed owner, uint256 assets, uint256 shares);
    event Withdraw(address indexed caller, address indexed receiver, uint256 assets, uint256 shares);

    modifier nonReentrant() {
        require(status == 1, "REENTRANCY");
        status = 2;
        _;
        status = 1;
    }

    modifier nonReentrantView() {
        require(status == 1, "REENTRANCY");
        _;
    }

    function convertToAssets(uint256 shares) public view nonReentrantView returns (uint256) {
        uint256 supply = totalSupply;
        return supply == 0 ? shares : (shares * totalAssets) / supply;
    }

    function convertToShares(uint256 assets) public view nonReentrantView returns (uint256) {
        uint256 supply = totalSupply;
        return supply == 0 ? assets : (assets * supply) / totalAssets;
    }

    function deposit(address receiver) external payable nonReentrant returns (uint256 shares) {
        uint256 supply = totalSupply;
        shares = supply == 0 ? msg.value : (msg.value * supply) / totalAssets;
        require(shares != 0, "ZERO_SHARES");
        totalAssets += msg.value;
        totalSupply += shares;
        balanceOf[receiver] += shares;
        emit Deposit(msg.sender, receiver, msg.value, shares);
    }

    function redeem(uint256 shares, address payable receiver) external nonReentrant returns (uint256 assets) {
        uint256 supply = totalSupply;
        assets = supply == 0 ? shares : (shares * totalAssets) / supply;
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        totalAssets -= assets;
        emit Withdraw(msg.sender, receiver, assets, shares);
        (bool sent, ) = receiver.call{value: assets}("");
        require(sent, "ETH_TRANSFER_FAILED");
    }
}
