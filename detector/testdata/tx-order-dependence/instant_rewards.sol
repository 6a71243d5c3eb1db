pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Fees shared among the stakers of the moment they arrive: stake before the distribution, unstake after.
contract InstantFeeShare {
    IERC20 public immutable token;
    uint256 public totalStaked;
    uint256 public accPerShare;
    mapping(address => uint256) public staked;
    mapping(address => uint256) public debt;

    constructor(IERC20 t) {
        token = t;
    }

    function stake(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        staked[msg.sender] += amount;
        totalStaked += amount;
        debt[msg.sender] = staked[msg.sender] * accPerShare / 1e18;
    }

    function unstake(uint256 amount) external {
        require(staked[msg.sender] >= amount);
        uint256 owed = staked[msg.sender] * accPerShare / 1e18 - debt[msg.sender];
        staked[msg.sender] -= amount;
        totalStaked -= amount;
        debt[msg.sender] = staked[msg.sender] * accPerShare / 1e18;
        require(token.transfer(msg.sender, amount + owed));
    }

    function distribute(uint256 amount) external { // want "InstantFeeShare.distribute\\(\\) adds a reward to accPerShare at once, per unit of totalStaked"
        require(token.transferFrom(msg.sender, address(this), amount));
        accPerShare += amount * 1e18 / totalStaked;
    }
}

// The same distribution, but a stake is locked for a week: it must be held, not only across one transaction.
contract LockedFeeShare {
    IERC20 public immutable token;
    uint256 public totalStaked;
    uint256 public accPerShare;
    mapping(address => uint256) public staked;
    mapping(address => uint256) public unlockAt;

    constructor(IERC20 t) {
        token = t;
    }

    function stake(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        staked[msg.sender] += amount;
        totalStaked += amount;
        unlockAt[msg.sender] = block.timestamp + 7 days;
    }

    function unstake(uint256 amount) external {
        require(block.timestamp >= unlockAt[msg.sender], "locked");
        staked[msg.sender] -= amount;
        totalStaked -= amount;
        require(token.transfer(msg.sender, amount));
    }

    function distribute(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        accPerShare += amount * 1e18 / totalStaked;
    }
}

// Rewards per block, MasterChef style: a stake earns only while it is held.
contract BlockRewardShare {
    IERC20 public immutable token;
    uint256 public totalStaked;
    uint256 public accPerShare;
    uint256 public lastBlock;
    uint256 public perBlock = 1e18;
    mapping(address => uint256) public staked;

    constructor(IERC20 t) {
        token = t;
    }

    function update() public {
        if (totalStaked > 0) {
            accPerShare += (block.number - lastBlock) * perBlock * 1e12 / totalStaked;
        }
        lastBlock = block.number;
    }

    function stake(uint256 amount) external {
        update();
        require(token.transferFrom(msg.sender, address(this), amount));
        staked[msg.sender] += amount;
        totalStaked += amount;
    }

    function unstake(uint256 amount) external {
        update();
        staked[msg.sender] -= amount;
        totalStaked -= amount;
        require(token.transfer(msg.sender, amount));
    }
}
