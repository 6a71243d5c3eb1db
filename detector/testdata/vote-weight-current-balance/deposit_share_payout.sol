pragma solidity ^0.8.0;

interface IMintable {
    function mint(address to, uint256 amount) external;
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// A reward per round in proportion to the caller's deposit as it stands when claimed: deposit, claim and
// withdraw in one transaction.
contract RoundRewards {
    IERC20 public immutable asset;
    IMintable public immutable reward;
    mapping(address => uint256) public deposits;
    uint256 public totalDeposits;
    uint256 public round;
    mapping(address => uint256) public claimedRound;

    constructor(IERC20 a, IMintable r) {
        asset = a;
        reward = r;
    }

    function deposit(uint256 amount) external {
        require(asset.transferFrom(msg.sender, address(this), amount));
        deposits[msg.sender] += amount;
        totalDeposits += amount;
    }

    function withdraw(uint256 amount) external {
        deposits[msg.sender] -= amount;
        totalDeposits -= amount;
        require(asset.transfer(msg.sender, amount));
    }

    function claim() external returns (uint256 amount) {
        require(claimedRound[msg.sender] < round);
        claimedRound[msg.sender] = round;
        amount = deposits[msg.sender] * 100 ether / totalDeposits; // want "RoundRewards.claim\\(\\) pays the caller an amount proportional to deposits\\[msg.sender\\], the caller's current deposit, which RoundRewards.withdraw\\(\\) lets it take back"
        reward.mint(msg.sender, amount);
    }

    // Redeeming shares takes the entry itself: not a reward per share.
    function redeem() external {
        uint256 amount = deposits[msg.sender] * 99 / 100;
        totalDeposits -= deposits[msg.sender];
        deposits[msg.sender] = 0;
        require(asset.transfer(msg.sender, amount));
    }

    // Interest for the time elapsed: another question.
    mapping(address => uint256) public lastAccrued;

    function accrue() external {
        uint256 amount = deposits[msg.sender] * (block.timestamp - lastAccrued[msg.sender]) / 365 days;
        lastAccrued[msg.sender] = block.timestamp;
        reward.mint(msg.sender, amount);
    }
}

// The withdrawal waits for the round the claim marks: the deposit stays for the round it is paid for.
contract LockedRoundRewards {
    IERC20 public immutable asset;
    IMintable public immutable reward;
    mapping(address => uint256) public deposits;
    uint256 public totalDeposits;
    uint256 public round;
    mapping(address => uint256) public claimedRound;

    constructor(IERC20 a, IMintable r) {
        asset = a;
        reward = r;
    }

    function deposit(uint256 amount) external {
        require(asset.transferFrom(msg.sender, address(this), amount));
        deposits[msg.sender] += amount;
        totalDeposits += amount;
    }

    function withdraw(uint256 amount) external {
        require(claimedRound[msg.sender] < round, "locked for the round");
        deposits[msg.sender] -= amount;
        totalDeposits -= amount;
        require(asset.transfer(msg.sender, amount));
    }

    function claim() external {
        require(claimedRound[msg.sender] < round);
        claimedRound[msg.sender] = round;
        reward.mint(msg.sender, deposits[msg.sender] * 100 ether / totalDeposits);
    }
}
