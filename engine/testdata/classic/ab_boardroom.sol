// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Boardroom: share stakers earn the treasury's seigniorage through reward-per-share snapshots; every
/// balance change first settles the member's earnings against the latest snapshot.
contract SafeBoardroom {
    struct Seat {
        uint256 lastSnapshotIndex;
        uint256 rewardEarned;
    }

    IERC20 public immutable share;
    IERC20 public immutable cash;
    address public immutable treasury;
    uint256 public totalSupply;
    uint256[] public rewardPerShareHistory;
    mapping(address => uint256) public balanceOf;
    mapping(address => Seat) public seats;

    event Staked(address indexed user, uint256 amount);
    event Withdrawn(address indexed user, uint256 amount);
    event RewardPaid(address indexed user, uint256 reward);

    modifier updateReward(address member) {
        seats[member] = Seat({lastSnapshotIndex: rewardPerShareHistory.length - 1, rewardEarned: earned(member)});
        _;
    }

    constructor(IERC20 share_, IERC20 cash_, address treasury_) {
        share = share_;
        cash = cash_;
        treasury = treasury_;
        rewardPerShareHistory.push(0);
    }

    function earned(address member) public view returns (uint256) {
        uint256 latest = rewardPerShareHistory[rewardPerShareHistory.length - 1];
        uint256 stored = rewardPerShareHistory[seats[member].lastSnapshotIndex];
        return balanceOf[member] * (latest - stored) / 1e18 + seats[member].rewardEarned;
    }

    function stake(uint256 amount) external updateReward(msg.sender) {
        require(amount > 0, "zero");
        totalSupply += amount;
        balanceOf[msg.sender] += amount;
        require(share.transferFrom(msg.sender, address(this), amount), "transfer");
        emit Staked(msg.sender, amount);
    }

    function withdraw(uint256 amount) external updateReward(msg.sender) {
        require(amount > 0, "zero");
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        require(share.transfer(msg.sender, amount), "transfer");
        emit Withdrawn(msg.sender, amount);
    }

    function claimReward() external updateReward(msg.sender) {
        uint256 reward = seats[msg.sender].rewardEarned;
        if (reward > 0) {
            seats[msg.sender].rewardEarned = 0;
            require(cash.transfer(msg.sender, reward), "transfer");
            emit RewardPaid(msg.sender, reward);
        }
    }

    function allocateSeigniorage(uint256 amount) external {
        require(msg.sender == treasury, "treasury");
        require(amount > 0 && totalSupply > 0, "nothing");
        uint256 last = rewardPerShareHistory[rewardPerShareHistory.length - 1];
        rewardPerShareHistory.push(last + amount * 1e18 / totalSupply);
        require(cash.transferFrom(msg.sender, address(this), amount), "transfer");
    }
}
