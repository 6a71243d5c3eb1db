pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
}

// MasterChef's updatePool: an empty pool only moves its clock forward, which the ordinary path does too. Tokens
// sent to the pool make it take the ordinary path; nothing is locked.
contract Chef {
    struct Pool {
        IERC20 lp;
        uint256 alloc;
        uint256 last;
        uint256 acc;
    }

    Pool[] public pools;
    uint256 public totalAlloc = 1;

    function updatePool(uint256 pid) public {
        Pool storage p = pools[pid];
        uint256 supply = p.lp.balanceOf(address(this));
        if (supply == 0) {
            p.last = block.number;
            return;
        }
        p.acc += ((block.number - p.last) * p.alloc * 1e12) / totalAlloc / supply;
        p.last = block.number;
    }
}

// The empty-balance branch closes the round, which nothing else does: one token sent here keeps it open.
contract Round {
    IERC20 public token;
    bool public closed;
    uint256 public rounds;

    function settle() external {
        if (token.balanceOf(address(this)) == 0) { // want "Round.settle\\(\\) compares a token balance"
            closed = true;
            return;
        }
        rounds += 1;
    }
}
