// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title Vault router with deposits on behalf of a payer
/// @notice depositFrom pulls from any address that approved the router and credits the caller's receiver:
/// every standing approval to the router can be spent by anyone.
contract VaultRouter {
    IERC20 public immutable asset;
    mapping(address => uint256) public credited;
    uint256 public totalCredited;

    constructor(IERC20 _asset) {
        asset = _asset;
    }

    function deposit(uint256 amount) external {
        require(asset.transferFrom(msg.sender, address(this), amount), "transferFrom");
        credited[msg.sender] += amount;
        totalCredited += amount;
    }

    function depositFrom(address from, address receiver, uint256 amount) external {
        // <yes> <report> ACCESS_CONTROL
        require(asset.transferFrom(from, address(this), amount), "transferFrom");
        credited[receiver] += amount;
        totalCredited += amount;
    }

    function withdraw(uint256 amount) external {
        credited[msg.sender] -= amount;
        totalCredited -= amount;
        require(asset.transfer(msg.sender, amount), "transfer");
    }
}
