pragma solidity ^0.8.0;

interface ICurvePool {
    function get_virtual_price() external view returns (uint256);
    function remove_liquidity(uint256 amount, uint256[2] calldata minAmounts) external returns (uint256[2] memory);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// LP tokens of a Curve pool as collateral, valued at the pool's virtual price.
contract LpLending {
    ICurvePool public pool;
    IERC20 public stable;
    mapping(address => uint256) public lp;
    mapping(address => uint256) public debt;

    function _value(uint256 amount) internal view returns (uint256) {
        return amount * pool.get_virtual_price() / 1e18; // want "LpLending.borrow\\(\\) allows a payout on an amount priced at the pool's virtual price"
    }

    function borrow(uint256 amount) external {
        require((debt[msg.sender] + amount) * 10 <= _value(lp[msg.sender]) * 8, "ltv");
        debt[msg.sender] += amount;
        stable.transfer(msg.sender, amount);
    }
}

// Safe: the pool's lock is tripped first (the fix of the read-only reentrancy reports): inside a removal the
// zero removal reverts.
contract LpLendingLocked {
    ICurvePool public pool;
    IERC20 public stable;
    mapping(address => uint256) public lp;
    mapping(address => uint256) public debt;

    function _value(uint256 amount) internal returns (uint256) {
        uint256[2] memory zero;
        pool.remove_liquidity(0, zero);
        return amount * pool.get_virtual_price() / 1e18;
    }

    function borrow(uint256 amount) external {
        require((debt[msg.sender] + amount) * 10 <= _value(lp[msg.sender]) * 8, "ltv");
        debt[msg.sender] += amount;
        stable.transfer(msg.sender, amount);
    }

    // Safe: a view for display, no payout depends on it.
    function lpPrice() external view returns (uint256) {
        return pool.get_virtual_price();
    }
}
