pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transfer, (to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }
}

// A pool's coins are fixed at deployment, and each withdrawal pays its own caller every coin: a coin that fails
// blocks only that caller's withdrawal.
contract FixedCoins {
    using SafeERC20 for IERC20;

    IERC20[3] public coins;
    uint256[3] public balances;
    mapping(address => uint256) public shares;
    uint256 public totalShares;
    address public owner;

    constructor(IERC20[3] memory coins_) {
        coins = coins_;
        owner = msg.sender;
    }

    function replaceCoin(uint256 i, IERC20 coin) external {
        require(msg.sender == owner, "owner");
        coins[i] = coin;
    }

    function remove(uint256 amount) external {
        uint256 supply = totalShares;
        shares[msg.sender] -= amount;
        totalShares = supply - amount;
        for (uint256 i = 0; i < 3; i++) {
            uint256 value = (balances[i] * amount) / supply;
            balances[i] -= value;
            coins[i].safeTransfer(msg.sender, value);
        }
    }
}

// Anyone can add a reward token: one that reverts on transfer blocks every staker's claim.
contract OpenRewardTokens {
    using SafeERC20 for IERC20;

    IERC20[] public rewardTokens;
    mapping(address => mapping(uint256 => uint256)) public owed;

    function addRewardToken(IERC20 token) external {
        rewardTokens.push(token);
    }

    function claim() external {
        for (uint256 i = 0; i < rewardTokens.length; i++) {
            uint256 amount = owed[msg.sender][i];
            owed[msg.sender][i] = 0;
            rewardTokens[i].safeTransfer(msg.sender, amount); // want "OpenRewardTokens.claim\\(\\) calls rewardTokens\\[i\\] inside a loop"
        }
    }
}

// The coins are fixed, but each iteration pays a different stored holder: one holder a coin refuses blocks all.
contract FixedCoinsManyHolders {
    using SafeERC20 for IERC20;

    IERC20[2] public coins;
    address[] public holders;

    constructor(IERC20[2] memory coins_) {
        coins = coins_;
    }

    function join() external {
        holders.push(msg.sender);
    }

    function distribute(uint256 amount) external {
        for (uint256 i = 0; i < holders.length; i++) {
            coins[0].safeTransfer(holders[i], amount); // want "FixedCoinsManyHolders.distribute\\(\\) transfers coins\\[0\\] to holders\\[i\\] inside a loop"
        }
    }
}

interface IStrategy {
    function withdraw(uint256 amount) external returns (uint256);
}

// Only the governance adds strategies: a strategy whose withdraw reverts is code the governance chose.
contract GuardedStrategies {
    address public governance;
    address[] public queue;

    constructor() {
        governance = msg.sender;
    }

    function addStrategy(address strategy) external {
        require(msg.sender == governance, "!governance");
        queue.push(strategy);
    }

    function pull(uint256 amount) external {
        for (uint256 i = 0; i < queue.length; i++) {
            address strategy = queue[i];
            IStrategy(strategy).withdraw(amount);
        }
    }
}

// Anyone registers an adapter: one whose withdraw reverts blocks the loop for everyone.
contract OpenAdapters {
    address[] public adapters;

    function register(address adapter) external {
        adapters.push(adapter);
    }

    function pull(uint256 amount) external {
        for (uint256 i = 0; i < adapters.length; i++) {
            address adapter = adapters[i];
            IStrategy(adapter).withdraw(amount); // want "OpenAdapters.pull\\(\\) calls IStrategy\\(adapter\\) inside a loop"
        }
    }
}

// Synthetix MultiRewards: the owner lists the reward tokens, each claim pays its caller every one of them.
contract GuardedRewardTokens {
    using SafeERC20 for IERC20;

    address public owner;
    address[] public rewardTokens;
    mapping(address => mapping(address => uint256)) public rewards;

    constructor() {
        owner = msg.sender;
    }

    function addReward(address token) external {
        require(msg.sender == owner, "owner");
        rewardTokens.push(token);
    }

    function getReward() external {
        for (uint256 i = 0; i < rewardTokens.length; i++) {
            address t = rewardTokens[i];
            uint256 reward = rewards[msg.sender][t];
            if (reward > 0) {
                rewards[msg.sender][t] = 0;
                IERC20(t).safeTransfer(msg.sender, reward);
            }
        }
    }
}

// The fees of every coin go to one stored treasury: there is no other receiver to block.
contract FeesToTreasury {
    IERC20[2] public coins;
    uint256[2] public fees;
    address public treasury;

    constructor(IERC20[2] memory coins_, address treasury_) {
        coins = coins_;
        treasury = treasury_;
    }

    function sweep() external {
        for (uint256 i = 0; i < 2; i++) {
            uint256 amount = fees[i];
            fees[i] = 0;
            require(coins[i].transfer(treasury, amount), "transfer failed");
        }
    }
}
