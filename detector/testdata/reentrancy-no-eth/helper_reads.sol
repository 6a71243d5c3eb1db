pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// The helper works out the pending reward from the user's entries, then pays it with a token the caller names;
// the entry function reads nothing itself before the helper: a re-entrant call finds the entries unchanged, and
// is paid again.
contract HarvestFarm {
    mapping(address => uint256) public amountOf;
    mapping(address => uint256) public rewardDebt;
    uint256 public accPerShare;

    function _harvest(IERC20 reward, address account) internal {
        uint256 pending = amountOf[account] * accPerShare - rewardDebt[account];
        if (pending > 0) {
            require(reward.transfer(account, pending));
        }
    }

    function withdraw(IERC20 reward, uint256 amount) external {
        _harvest(reward, msg.sender); // want "HarvestFarm.withdraw\\(\\) calls reward through HarvestFarm._harvest\\(\\) before it writes amountOf\\[msg.sender\\]"
        amountOf[msg.sender] -= amount;
        rewardDebt[msg.sender] = amountOf[msg.sender] * accPerShare;
    }

    function _pay(IERC20 reward, address account, uint256 pending) internal {
        if (pending > 0) {
            require(reward.transfer(account, pending));
        }
    }

    // Safe: the entries are settled before the helper pays.
    function withdrawSettled(IERC20 reward, uint256 amount) external {
        uint256 pending = amountOf[msg.sender] * accPerShare - rewardDebt[msg.sender];
        amountOf[msg.sender] -= amount;
        rewardDebt[msg.sender] = amountOf[msg.sender] * accPerShare;
        _pay(reward, msg.sender, pending);
    }

    // Safe: the helper reads nothing the function writes after it (a tip paid from the caller's argument).
    function tipAndCount(IERC20 reward, uint256 tip) external {
        _pay(reward, msg.sender, tip);
        accPerShare += 1;
    }
}
