// SPDX-License-Identifier: MIT
pragma solidity 0.6.12;

interface IERC20 {
    function transfer(address recipient, uint256 amount) external returns (bool);
    function transferFrom(address sender, address recipient, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }
    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

contract MultiTokenStakingPool {
    using SafeERC20 for IERC20;

    struct PoolInfo {
        IERC20 stakeToken;
        uint256 totalStaked;
    }

    PoolInfo[] public pools;
    mapping(uint256 => mapping(address => uint256)) public staked;
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    function addPool(IERC20 token) external {
        require(msg.sender == owner, "owner");
        pools.push(PoolInfo({stakeToken: token, totalStaked: 0}));
    }

    function stake(uint256 pid, uint256 amount) external {
        PoolInfo storage pool = pools[pid];
        pool.stakeToken.safeTransferFrom(msg.sender, address(this), amount);
        // <yes> <report> OTHER
        staked[pid][msg.sender] += amount;
        pool.totalStaked += amount;
    }

    function unstake(uint256 pid, uint256 amount) external {
        PoolInfo storage pool = pools[pid];
        require(staked[pid][msg.sender] >= amount, "exceeds stake");
        staked[pid][msg.sender] -= amount;
        pool.totalStaked -= amount;
        pool.stakeToken.safeTransfer(msg.sender, amount);
    }
}
