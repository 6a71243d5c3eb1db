// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Boardroom of a seigniorage protocol: share holders stake, the treasury deposits each epoch's seigniorage
// and takes a snapshot of the reward per share; a member earns the growth of reward per share since the
// snapshot recorded for them.
contract Boardroom {
    struct Memberseat {
        uint256 lastSnapshotIndex;
        uint256 rewardEarned;
    }

    struct BoardSnapshot {
        uint256 time;
        uint256 rewardReceived;
        uint256 rewardPerShare;
    }

    IERC20 public immutable share;
    IERC20 public immutable cash;
    address public immutable treasury;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => Memberseat) public members;
    BoardSnapshot[] public boardHistory;

    event Staked(address indexed user, uint256 amount);
    event Withdrawn(address indexed user, uint256 amount);
    event RewardPaid(address indexed user, uint256 reward);
    event RewardAdded(address indexed user, uint256 reward);

    modifier updateReward(address member) {
        Memberseat memory seat = members[member];
        seat.rewardEarned = earned(member);
        seat.lastSnapshotIndex = boardHistory.length - 1;
        members[member] = seat;
        _;
    }

    constructor(IERC20 share_, IERC20 cash_, address treasury_) {
        share = share_;
        cash = cash_;
        treasury = treasury_;
        boardHistory.push(BoardSnapshot({time: block.number, rewardReceived: 0, rewardPerShare: 0}));
    }

    function rewardPerShare() public view returns (uint256) {
        return boardHistory[boardHistory.length - 1].rewardPerShare;
    }

    function earned(address member) public view returns (uint256) {
        uint256 latestRPS = rewardPerShare();
        uint256 storedRPS = boardHistory[members[member].lastSnapshotIndex].rewardPerShare;
        return balanceOf[member] * (latestRPS - storedRPS) / 1e18 + members[member].rewardEarned;
    }

    function stake(uint256 amount) external {
        require(amount > 0, "zero");
        totalSupply += amount;
        // <yes> <report> OTHER
        balanceOf[msg.sender] += amount;
        require(share.transferFrom(msg.sender, address(this), amount), "transfer");
        emit Staked(msg.sender, amount);
    }

    function withdraw(uint256 amount) public updateReward(msg.sender) {
        require(amount > 0 && balanceOf[msg.sender] >= amount, "amount");
        totalSupply -= amount;
        balanceOf[msg.sender] -= amount;
        require(share.transfer(msg.sender, amount), "transfer");
        emit Withdrawn(msg.sender, amount);
    }

    function claimReward() public updateReward(msg.sender) {
        uint256 reward = members[msg.sender].rewardEarned;
        if (reward > 0) {
            members[msg.sender].rewardEarned = 0;
            require(cash.transfer(msg.sender, reward), "transfer");
            emit RewardPaid(msg.sender, reward);
        }
    }

    function exit() external {
        withdraw(balanceOf[msg.sender]);
        claimReward();
    }

    function allocateSeigniorage(uint256 amount) external {
        require(msg.sender == treasury, "treasury");
        require(amount > 0 && totalSupply > 0, "nothing");
        uint256 prevRPS = rewardPerShare();
        uint256 nextRPS = prevRPS + amount * 1e18 / totalSupply;
        boardHistory.push(BoardSnapshot({time: block.number, rewardReceived: amount, rewardPerShare: nextRPS}));
        require(cash.transferFrom(msg.sender, address(this), amount), "transfer");
        emit RewardAdded(msg.sender, amount);
    }
}
