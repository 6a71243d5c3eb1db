// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

/// Staked-ETH token built on shares; transfers and burns are written with unchecked arithmetic to
/// save gas, on the assumption the callers validated balances.
contract StakedEthShares {
    address public pool;
    uint256 public totalShares;
    mapping(address => uint256) private shares;

    event SharesBurnt(address indexed account, uint256 sharesAmount);

    constructor(address _pool) {
        pool = _pool;
    }

    function sharesOf(address account) external view returns (uint256) {
        return shares[account];
    }

    function mintShares(address to, uint256 amount) external {
        require(msg.sender == pool, "POOL");
        totalShares += amount;
        shares[to] += amount;
    }

    function burnShares(uint256 amount) external {
        unchecked {
            // <yes> <report> ARITHMETIC
            shares[msg.sender] -= amount;
            totalShares -= amount;
        }
        emit SharesBurnt(msg.sender, amount);
    }

    function transferShares(address to, uint256 amount) external returns (bool) {
        require(shares[msg.sender] >= amount, "BALANCE_EXCEEDED");
        unchecked {
            shares[msg.sender] -= amount;
            shares[to] += amount;
        }
        return true;
    }
}
