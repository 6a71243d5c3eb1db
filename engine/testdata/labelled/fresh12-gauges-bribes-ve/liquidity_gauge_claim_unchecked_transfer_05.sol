pragma solidity ^0.5.17;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub underflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div by zero");
        return a / b;
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

// A multi-reward gauge: up to eight reward tokens stream to LP stakers; claims pay every token at once.
// Reward tokens include older ones that return false instead of reverting when the gauge runs short.
contract MultiRewardGauge {
    using SafeMath for uint256;

    IERC20 public stakingToken;
    address public owner;
    address[] public rewardTokens;
    mapping(address => uint256) public rewardPerTokenStored;
    mapping(address => mapping(address => uint256)) public userRewardPerTokenPaid;
    mapping(address => mapping(address => uint256)) public rewards;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 _staking) public {
        stakingToken = _staking;
        owner = msg.sender;
    }

    function addReward(address token) external {
        require(msg.sender == owner, "owner only");
        require(rewardTokens.length < 8, "too many rewards");
        rewardTokens.push(token);
    }

    function notifyReward(address token, uint256 amount) external {
        require(msg.sender == owner, "owner only");
        require(totalSupply > 0, "no stakers");
        require(IERC20(token).transferFrom(msg.sender, address(this), amount), "transferFrom");
        rewardPerTokenStored[token] = rewardPerTokenStored[token].add(amount.mul(1e18).div(totalSupply));
    }

    function _update(address account) internal {
        for (uint256 i = 0; i < rewardTokens.length; i++) {
            address token = rewardTokens[i];
            uint256 delta = rewardPerTokenStored[token].sub(userRewardPerTokenPaid[account][token]);
            rewards[account][token] = rewards[account][token].add(balanceOf[account].mul(delta).div(1e18));
            userRewardPerTokenPaid[account][token] = rewardPerTokenStored[token];
        }
    }

    function stake(uint256 amount) external {
        _update(msg.sender);
        totalSupply = totalSupply.add(amount);
        balanceOf[msg.sender] = balanceOf[msg.sender].add(amount);
        require(stakingToken.transferFrom(msg.sender, address(this), amount), "transferFrom");
    }

    function withdraw(uint256 amount) external {
        _update(msg.sender);
        totalSupply = totalSupply.sub(amount);
        balanceOf[msg.sender] = balanceOf[msg.sender].sub(amount);
        require(stakingToken.transfer(msg.sender, amount), "transfer");
    }

    function getReward() external {
        _update(msg.sender);
        for (uint256 i = 0; i < rewardTokens.length; i++) {
            address token = rewardTokens[i];
            uint256 reward = rewards[msg.sender][token];
            if (reward > 0) {
                rewards[msg.sender][token] = 0;
                // A false return is ignored after the balance is zeroed: the staker's reward is gone.
                // <yes> <report> UNCHECKED_LL_CALLS
                IERC20(token).transfer(msg.sender, reward);
            }
        }
    }
}
