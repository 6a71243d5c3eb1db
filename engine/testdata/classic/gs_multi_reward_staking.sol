// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

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
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
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

abstract contract Ownable {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "Ownable: zero");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}

contract MultiRewardStaking is ReentrancyGuard, Ownable {
    using SafeERC20 for IERC20;

    struct Reward {
        address distributor;
        uint256 duration;
        uint256 periodFinish;
        uint256 rate;
        uint256 lastUpdate;
        uint256 perTokenStored;
    }

    IERC20 public immutable stakingToken;
    address[] public rewardTokens;
    mapping(address => Reward) public rewardData;
    mapping(address => mapping(address => uint256)) public userPerTokenPaid;
    mapping(address => mapping(address => uint256)) public rewards;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    event RewardAdded(address indexed token, uint256 amount);
    event Staked(address indexed user, uint256 amount);
    event Withdrawn(address indexed user, uint256 amount);
    event RewardPaid(address indexed user, address indexed token, uint256 amount);

    constructor(IERC20 _stakingToken) {
        stakingToken = _stakingToken;
    }

    function addReward(address token, address distributor, uint256 duration) external onlyOwner {
        require(rewardData[token].duration == 0, "exists");
        require(rewardTokens.length < 8, "too many rewards");
        require(duration > 0, "duration");
        rewardTokens.push(token);
        rewardData[token].distributor = distributor;
        rewardData[token].duration = duration;
    }

    function setDistributor(address token, address distributor) external onlyOwner {
        rewardData[token].distributor = distributor;
    }

    function lastTimeApplicable(address token) public view returns (uint256) {
        uint256 finish = rewardData[token].periodFinish;
        return block.timestamp < finish ? block.timestamp : finish;
    }

    function rewardPerToken(address token) public view returns (uint256) {
        Reward storage r = rewardData[token];
        if (totalSupply == 0) return r.perTokenStored;
        return r.perTokenStored + (lastTimeApplicable(token) - r.lastUpdate) * r.rate * 1e18 / totalSupply;
    }

    function earned(address account, address token) public view returns (uint256) {
        return balanceOf[account] * (rewardPerToken(token) - userPerTokenPaid[account][token]) / 1e18 + rewards[account][token];
    }

    modifier updateReward(address account) {
        uint256 n = rewardTokens.length;
        for (uint256 i = 0; i < n; i++) {
            address token = rewardTokens[i];
            Reward storage r = rewardData[token];
            r.perTokenStored = rewardPerToken(token);
            r.lastUpdate = lastTimeApplicable(token);
            if (account != address(0)) {
                rewards[account][token] = earned(account, token);
                userPerTokenPaid[account][token] = r.perTokenStored;
            }
        }
        _;
    }

    function stake(uint256 amount) external nonReentrant updateReward(msg.sender) {
        require(amount > 0, "zero");
        totalSupply += amount;
        balanceOf[msg.sender] += amount;
        stakingToken.safeTransferFrom(msg.sender, address(this), amount);
        emit Staked(msg.sender, amount);
    }

    function withdraw(uint256 amount) public nonReentrant updateReward(msg.sender) {
        require(amount > 0, "zero");
        totalSupply -= amount;
        balanceOf[msg.sender] -= amount;
        stakingToken.safeTransfer(msg.sender, amount);
        emit Withdrawn(msg.sender, amount);
    }

    function getReward() public nonReentrant updateReward(msg.sender) {
        uint256 n = rewardTokens.length;
        for (uint256 i = 0; i < n; i++) {
            address token = rewardTokens[i];
            uint256 reward = rewards[msg.sender][token];
            if (reward > 0) {
                rewards[msg.sender][token] = 0;
                IERC20(token).safeTransfer(msg.sender, reward);
                emit RewardPaid(msg.sender, token, reward);
            }
        }
    }

    function exit() external {
        withdraw(balanceOf[msg.sender]);
        getReward();
    }

    function notifyRewardAmount(address token, uint256 reward) external updateReward(address(0)) {
        Reward storage r = rewardData[token];
        require(msg.sender == r.distributor, "not distributor");
        IERC20(token).safeTransferFrom(msg.sender, address(this), reward);
        if (block.timestamp >= r.periodFinish) {
            r.rate = reward / r.duration;
        } else {
            uint256 leftover = (r.periodFinish - block.timestamp) * r.rate;
            r.rate = (reward + leftover) / r.duration;
        }
        require(r.rate * r.duration <= IERC20(token).balanceOf(address(this)), "reward too high");
        r.lastUpdate = block.timestamp;
        r.periodFinish = block.timestamp + r.duration;
        emit RewardAdded(token, reward);
    }

    function recoverERC20(address token, uint256 amount) external onlyOwner {
        require(token != address(stakingToken), "staking token");
        require(rewardData[token].lastUpdate == 0, "reward token");
        IERC20(token).safeTransfer(owner, amount);
    }
}
