// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

library SafeCast {
    function toUint128(uint256 value) internal pure returns (uint128) {
        require(value <= type(uint128).max, "SafeCast: value doesn't fit in 128 bits");
        return uint128(value);
    }

    function toUint64(uint256 value) internal pure returns (uint64) {
        require(value <= type(uint64).max, "SafeCast: value doesn't fit in 64 bits");
        return uint64(value);
    }
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "ReentrancyGuard: reentrant call");
        _status = 2;
        _;
        _status = 1;
    }
}

// Farm paying any reward token (hooks included): the reward debt is settled before the payout, the staked
// amount is measured by balance delta and stored packed through SafeCast.
contract PackedRewardFarm is ReentrancyGuard {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;

    struct UserInfo {
        uint128 amount;
        uint128 rewardDebt;
    }

    IERC20 public immutable lpToken;
    IERC20 public immutable rewardToken;
    uint256 public immutable rewardPerBlock;
    uint64 public lastRewardBlock;
    uint256 public accRewardPerShare;
    uint256 public totalDeposited;
    mapping(address => UserInfo) public userInfo;

    constructor(IERC20 _lp, IERC20 _reward, uint256 _rewardPerBlock) {
        lpToken = _lp;
        rewardToken = _reward;
        rewardPerBlock = _rewardPerBlock;
        lastRewardBlock = block.number.toUint64();
    }

    function updatePool() public {
        if (block.number <= lastRewardBlock) return;
        if (totalDeposited > 0) {
            uint256 reward = (block.number - lastRewardBlock) * rewardPerBlock;
            accRewardPerShare += reward * 1e12 / totalDeposited;
        }
        lastRewardBlock = block.number.toUint64();
    }

    function pending(address account) public view returns (uint256) {
        UserInfo memory user = userInfo[account];
        return uint256(user.amount) * accRewardPerShare / 1e12 - user.rewardDebt;
    }

    function deposit(uint256 amount) external nonReentrant {
        updatePool();
        UserInfo storage user = userInfo[msg.sender];
        uint256 owed = pending(msg.sender);
        uint256 before = lpToken.balanceOf(address(this));
        lpToken.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = lpToken.balanceOf(address(this)) - before;
        uint256 newAmount = uint256(user.amount) + received;
        user.amount = newAmount.toUint128();
        user.rewardDebt = (newAmount * accRewardPerShare / 1e12).toUint128();
        totalDeposited += received;
        if (owed > 0) {
            rewardToken.safeTransfer(msg.sender, owed);
        }
    }

    function withdraw(uint256 amount) external nonReentrant {
        updatePool();
        UserInfo storage user = userInfo[msg.sender];
        require(user.amount >= amount, "amount");
        uint256 owed = pending(msg.sender);
        uint256 newAmount = uint256(user.amount) - amount;
        user.amount = newAmount.toUint128();
        user.rewardDebt = (newAmount * accRewardPerShare / 1e12).toUint128();
        totalDeposited -= amount;
        if (owed > 0) {
            rewardToken.safeTransfer(msg.sender, owed);
        }
        lpToken.safeTransfer(msg.sender, amount);
    }

    function emergencyWithdraw() external nonReentrant {
        UserInfo storage user = userInfo[msg.sender];
        uint256 amount = user.amount;
        user.amount = 0;
        user.rewardDebt = 0;
        totalDeposited -= amount;
        lpToken.safeTransfer(msg.sender, amount);
    }
}
