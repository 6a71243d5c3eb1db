pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

// Anyone sets the reward rate (spread over a duration only the owner changes). The rate is read by view
// functions whose result the updateReward modifier stores in each account's rewards, which getReward pays out.
contract OpenStakingRewards {
    IERC20 public immutable rewardsToken;
    IERC20 public immutable stakingToken;
    address public owner;
    uint256 public rewardRate;
    uint256 public rewardsDuration = 7 days;
    uint256 public periodFinish;
    uint256 public lastUpdateTime;
    uint256 public rewardPerTokenStored;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public userRewardPerTokenPaid;
    mapping(address => uint256) public rewards;

    constructor(IERC20 r, IERC20 s) { rewardsToken = r; stakingToken = s; owner = msg.sender; }

    function setRewardsDuration(uint256 d) external {
        require(msg.sender == owner);
        rewardsDuration = d;
    }

    function lastTimeRewardApplicable() public view returns (uint256) {
        return block.timestamp < periodFinish ? block.timestamp : periodFinish;
    }

    function rewardPerToken() public view returns (uint256) {
        if (totalSupply == 0) {
            return rewardPerTokenStored;
        }
        return rewardPerTokenStored + (lastTimeRewardApplicable() - lastUpdateTime) * rewardRate * 1e18 / totalSupply;
    }

    function earned(address account) public view returns (uint256) {
        return balanceOf[account] * (rewardPerToken() - userRewardPerTokenPaid[account]) / 1e18 + rewards[account];
    }

    modifier updateReward(address account) {
        rewardPerTokenStored = rewardPerToken();
        lastUpdateTime = lastTimeRewardApplicable();
        if (account != address(0)) {
            rewards[account] = earned(account);
            userRewardPerTokenPaid[account] = rewardPerTokenStored;
        }
        _;
    }

    function stake(uint256 amount) external updateReward(msg.sender) {
        totalSupply += amount;
        balanceOf[msg.sender] += amount;
        require(stakingToken.transferFrom(msg.sender, address(this), amount));
    }

    function getReward() external updateReward(msg.sender) {
        uint256 reward = rewards[msg.sender];
        if (reward > 0) {
            rewards[msg.sender] = 0;
            require(rewardsToken.transfer(msg.sender, reward));
        }
    }

    function notifyRewardAmount(uint256 reward) external updateReward(address(0)) { // want "OpenStakingRewards.notifyRewardAmount\\(\\) lets any caller set rewardRate, which OpenStakingRewards.stake\\(\\) stores in rewards \\(line 50\\), which sets the amount OpenStakingRewards.getReward\\(\\) pays out \\(line 66\\)"
        rewardRate = reward / rewardsDuration;
        lastUpdateTime = block.timestamp;
        periodFinish = block.timestamp + rewardsDuration;
    }
}

// Anyone sets the emission rate; an internal update, not a view, works it into the index that claims pay by.
contract OpenEmissions {
    IERC20 public immutable token;
    uint256 public emission;
    uint256 public index;
    uint256 public lastUpdate;
    mapping(address => uint256) public shares;
    mapping(address => uint256) public paidIndex;

    constructor(IERC20 t) { token = t; }

    function setEmission(uint256 e) external { // want "OpenEmissions.setEmission\\(\\) lets any caller set emission, which OpenEmissions._update\\(\\) stores in index \\(line 93\\), which sets the amount OpenEmissions.claim\\(\\) pays out"
        emission = e;
    }

    function _update() internal {
        index = index + (block.timestamp - lastUpdate) * emission;
        lastUpdate = block.timestamp;
    }

    function claim() external {
        _update();
        uint256 owed = shares[msg.sender] * (index - paidIndex[msg.sender]) / 1e18;
        paidIndex[msg.sender] = index;
        require(token.transfer(msg.sender, owed));
    }
}

// Safe: the rate setter is guarded by the distribution role's check.
contract GuardedStakingRewards {
    IERC20 public immutable rewardsToken;
    address public rewardsDistribution;
    uint256 public rewardRate;
    uint256 public rewardsDuration = 7 days;
    uint256 public lastUpdateTime;
    uint256 public rewardPerTokenStored;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public userRewardPerTokenPaid;
    mapping(address => uint256) public rewards;

    constructor(IERC20 r, address d) { rewardsToken = r; rewardsDistribution = d; }

    modifier onlyRewardsDistribution() {
        require(msg.sender == rewardsDistribution, "not distribution");
        _;
    }

    function rewardPerToken() public view returns (uint256) {
        if (totalSupply == 0) {
            return rewardPerTokenStored;
        }
        return rewardPerTokenStored + (block.timestamp - lastUpdateTime) * rewardRate * 1e18 / totalSupply;
    }

    function earned(address account) public view returns (uint256) {
        return balanceOf[account] * (rewardPerToken() - userRewardPerTokenPaid[account]) / 1e18 + rewards[account];
    }

    modifier updateReward(address account) {
        rewardPerTokenStored = rewardPerToken();
        lastUpdateTime = block.timestamp;
        if (account != address(0)) {
            rewards[account] = earned(account);
            userRewardPerTokenPaid[account] = rewardPerTokenStored;
        }
        _;
    }

    function getReward() external updateReward(msg.sender) {
        uint256 reward = rewards[msg.sender];
        rewards[msg.sender] = 0;
        require(rewardsToken.transfer(msg.sender, reward));
    }

    function notifyRewardAmount(uint256 reward) external onlyRewardsDistribution updateReward(address(0)) {
        rewardRate = reward / rewardsDuration;
    }
}

// Safe: what any caller sets is worked into a stored value that is only displayed.
contract Display {
    IERC20 public immutable token;
    uint256 public rate;
    uint256 public shown;
    mapping(address => uint256) public owed;

    constructor(IERC20 t) { token = t; }

    function setRate(uint256 r) external { rate = r; }

    function _scaled() internal view returns (uint256) { return rate * 100; }

    function refresh() external { shown = _scaled(); }

    function shownRate() external view returns (uint256) { return shown; }

    function pay() external {
        uint256 amount = owed[msg.sender];
        owed[msg.sender] = 0;
        require(token.transfer(msg.sender, amount));
    }
}

// Safe: the duration the caller's reward is spread over is anyone's to change, so the rate is worked out from
// moving state, not put in place (the setter of the duration is another question).
contract MovingDuration {
    IERC20 public immutable token;
    uint256 public rate;
    uint256 public duration = 7 days;
    mapping(address => uint256) public shares;

    constructor(IERC20 t) { token = t; }

    function notify(uint256 reward) external {
        rate = reward / duration;
    }

    function bumpDuration() external { duration += 1 days; }

    function claim() external {
        require(token.transfer(msg.sender, shares[msg.sender] * rate));
    }
}

// Safe: the locked profit is moved on from its own value, read through a view, as a total is.
contract LockedProfit {
    IERC20 public immutable token;
    uint256 public lockedProfit;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 t) { token = t; }

    function _unlocked() internal view returns (uint256) { return lockedProfit / 2; }

    function report(uint256 gain) external {
        lockedProfit = _unlocked() + gain;
    }

    function deposit(uint256 amount) external {
        uint256 shares = amount * 1e18 / (1e18 + _unlocked());
        totalSupply = totalSupply + shares;
        balanceOf[msg.sender] += shares;
        require(token.transferFrom(msg.sender, address(this), amount));
    }

    function withdraw(uint256 shares) external {
        balanceOf[msg.sender] -= shares;
        require(token.transfer(msg.sender, shares * 1e18 / totalSupply));
    }
}
