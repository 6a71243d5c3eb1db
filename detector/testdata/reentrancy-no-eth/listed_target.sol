pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// The token called is a parameter, but a guard requires its entry to name the caller as distributor, and only
// the owner registers entries: only a token the owner listed, called by its distributor, gets to the call.
contract ListedRewards {
    struct Reward {
        address distributor;
        uint256 rate;
        uint256 periodFinish;
    }

    address public owner = msg.sender;
    mapping(address => Reward) public rewardData;

    function addReward(address token, address distributor) external {
        require(msg.sender == owner);
        require(rewardData[token].distributor == address(0));
        rewardData[token].distributor = distributor;
    }

    function notifyRewardAmount(address token, uint256 amount, uint256 duration) external {
        require(rewardData[token].distributor == msg.sender);
        require(IERC20(token).transferFrom(msg.sender, address(this), amount)); // want "calls IERC20\\(token\\) before it writes"
        rewardData[token].rate = amount / duration;
        rewardData[token].periodFinish = block.timestamp + duration;
    }

    function earned(address token, uint256 balance) external view returns (uint256) {
        return balance * rewardData[token].rate;
    }
}

// The same, but anyone can register a token with themselves as distributor: the guard lets any token through.
contract OpenRewards {
    struct Reward {
        address distributor;
        uint256 rate;
        uint256 periodFinish;
    }

    mapping(address => Reward) public rewardData;

    function addReward(address token) external {
        require(rewardData[token].distributor == address(0));
        rewardData[token].distributor = msg.sender;
    }

    function notifyRewardAmount(address token, uint256 amount, uint256 duration) external {
        require(rewardData[token].distributor == msg.sender);
        require(IERC20(token).transferFrom(msg.sender, address(this), amount)); // want "calls IERC20\\(token\\) before it writes"
        rewardData[token].rate = amount / duration;
        rewardData[token].periodFinish = block.timestamp + duration;
    }

    function earned(address token, uint256 balance) external view returns (uint256) {
        return balance * rewardData[token].rate;
    }
}
