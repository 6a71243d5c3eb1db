// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface IERC20 { function balanceOf(address) external view returns (uint256); function transfer(address, uint256) external returns (bool); function transferFrom(address, address, uint256) external returns (bool); }
contract Vault {
    IERC20 public immutable asset;
    mapping(address => uint256) public shares;
    uint256 public totalShares;
    constructor(IERC20 a) { asset = a; }
    function deposit(uint256 amount) external returns (uint256 minted) {
        uint256 total = asset.balanceOf(address(this));
        // <yes> <report> OTHER
        minted = totalShares == 0 ? amount : amount * totalShares / total;
        require(asset.transferFrom(msg.sender, address(this), amount));
        shares[msg.sender] += minted;
        totalShares += minted;
    }
    function withdraw(uint256 s) external {
        uint256 amount = s * asset.balanceOf(address(this)) / totalShares;
        shares[msg.sender] -= s;
        totalShares -= s;
        require(asset.transfer(msg.sender, amount));
    }
}
