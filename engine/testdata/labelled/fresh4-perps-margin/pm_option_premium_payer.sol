// SPDX-License-Identifier: MIT
pragma solidity 0.8.15;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function allowance(address owner, address spender) external view returns (uint256);
}

/// Option writer vault: sellers deposit collateral, buyers pay a premium for a put with a given strike.
/// Buyers approve the vault once and a front-end router calls `purchase` for them.
contract PutWriterVault {
    struct Put {
        address buyer;
        uint256 strike;
        uint256 amount;
        uint256 expiry;
    }

    IERC20 public immutable usdc;
    address public owner;
    uint256 public premiumBps = 300;
    uint256 public totalCollateral;
    uint256 public committed;
    Put[] public puts;

    constructor(IERC20 _usdc) {
        usdc = _usdc;
        owner = msg.sender;
    }

    function depositCollateral(uint256 amount) external {
        require(msg.sender == owner, "owner");
        require(usdc.transferFrom(msg.sender, address(this), amount), "transfer");
        totalCollateral += amount;
    }

    function purchase(address buyer, uint256 strike, uint256 amount, uint256 expiry) external returns (uint256) {
        uint256 collateral = strike * amount / 1e18;
        require(committed + collateral <= totalCollateral, "capacity");
        uint256 premium = collateral * premiumBps / 10000;
        // <yes> <report> ACCESS_CONTROL
        require(usdc.transferFrom(buyer, address(this), premium), "premium");
        committed += collateral;
        puts.push(Put(msg.sender, strike, amount, expiry));
        return puts.length - 1;
    }
}
