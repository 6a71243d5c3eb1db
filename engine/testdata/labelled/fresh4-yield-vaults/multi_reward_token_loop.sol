// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title Multi-reward gauge
/// @notice Anyone may list a reward token (bribes), and every stake, withdraw and claim walks the whole list: a
/// griefer lists thousands of worthless tokens until each action runs out of gas and the stakes are stuck.
contract MultiRewardGauge {
    struct Reward {
        uint256 rate;
        uint256 periodFinish;
        uint256 lastUpdate;
        uint256 perTokenStored;
    }

    IERC20 public immutable stakingToken;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    address[] public rewardTokens;
    mapping(address => Reward) public rewardData;
    mapping(address => bool) public isReward;
    mapping(address => mapping(address => uint256)) public userPerTokenPaid;
    mapping(address => mapping(address => uint256)) public claimable;

    constructor(IERC20 _stakingToken) {
        stakingToken = _stakingToken;
    }

    function addReward(address token) external {
        require(!isReward[token], "listed");
        isReward[token] = true;
        rewardTokens.push(token);
    }

    function notifyReward(address token, uint256 amount) external {
        require(isReward[token], "unlisted");
        _updateAll(address(0));
        require(IERC20(token).transferFrom(msg.sender, address(this), amount), "transferFrom");
        Reward storage r = rewardData[token];
        r.rate = amount / 7 days;
        r.lastUpdate = block.timestamp;
        r.periodFinish = block.timestamp + 7 days;
    }

    function _perToken(Reward storage r) internal view returns (uint256) {
        if (totalSupply == 0) return r.perTokenStored;
        uint256 until = block.timestamp < r.periodFinish ? block.timestamp : r.periodFinish;
        if (until <= r.lastUpdate) return r.perTokenStored;
        return r.perTokenStored + ((until - r.lastUpdate) * r.rate * 1e18) / totalSupply;
    }

    function _updateAll(address account) internal {
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < rewardTokens.length; i++) {
            address token = rewardTokens[i];
            Reward storage r = rewardData[token];
            r.perTokenStored = _perToken(r);
            r.lastUpdate = block.timestamp < r.periodFinish ? block.timestamp : r.periodFinish;
            if (account != address(0)) {
                claimable[account][token] +=
                    (balanceOf[account] * (r.perTokenStored - userPerTokenPaid[account][token])) / 1e18;
                userPerTokenPaid[account][token] = r.perTokenStored;
            }
        }
    }

    function deposit(uint256 amount) external {
        _updateAll(msg.sender);
        require(stakingToken.transferFrom(msg.sender, address(this), amount), "transferFrom");
        balanceOf[msg.sender] += amount;
        totalSupply += amount;
    }

    function withdraw(uint256 amount) external {
        _updateAll(msg.sender);
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        require(stakingToken.transfer(msg.sender, amount), "transfer");
    }

    function claim() external {
        _updateAll(msg.sender);
        for (uint256 i = 0; i < rewardTokens.length; i++) {
            address token = rewardTokens[i];
            uint256 amount = claimable[msg.sender][token];
            if (amount > 0) {
                claimable[msg.sender][token] = 0;
                require(IERC20(token).transfer(msg.sender, amount), "transfer");
            }
        }
    }
}
