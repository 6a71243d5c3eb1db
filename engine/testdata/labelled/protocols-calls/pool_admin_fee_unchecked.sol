pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

// A stable pool's admin-fee sweep: a coin that signals failure by returning false (not reverting) leaves the
// fees in the pool while the accounting below treats them as paid out.
contract FeeSweep {
    IERC20[2] public coins;
    uint256[2] public balances;
    uint256[2] public adminFees;
    address public owner;

    constructor(IERC20[2] memory coins_) {
        coins = coins_;
        owner = msg.sender;
    }

    function withdrawAdminFees() external {
        require(msg.sender == owner, "owner");
        for (uint256 i = 0; i < 2; i++) {
            uint256 amount = adminFees[i];
            adminFees[i] = 0;
            // <yes> <report> UNCHECKED_LL_CALLS
            coins[i].transfer(owner, amount);
        }
    }
}
