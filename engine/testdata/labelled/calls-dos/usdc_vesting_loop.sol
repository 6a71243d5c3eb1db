// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Vested USDC is pushed to every beneficiary in one loop: USDC reverts transfers to blocklisted addresses, so a
/// single blocklisted beneficiary stops every release.
contract UsdcVesting {
    IERC20 public immutable usdc;
    address public immutable admin;
    address[] public beneficiaries;
    mapping(address => uint256) public perRelease;

    constructor(IERC20 _usdc) {
        usdc = _usdc;
        admin = msg.sender;
    }

    function addBeneficiary(address who, uint256 amount) external {
        require(msg.sender == admin, "admin");
        require(beneficiaries.length < 200, "full");
        require(usdc.transferFrom(msg.sender, address(this), amount * 12), "fund");
        beneficiaries.push(who);
        perRelease[who] = amount;
    }

    function release() external {
        require(msg.sender == admin, "admin");
        for (uint256 i = 0; i < beneficiaries.length; i++) {
            address b = beneficiaries[i];
            // <yes> <report> DENIAL_OF_SERVICE
            require(usdc.transfer(b, perRelease[b]), "transfer failed");
        }
    }
}
