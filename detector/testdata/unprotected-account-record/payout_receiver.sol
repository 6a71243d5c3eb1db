pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// The address a staker's rewards are paid to, set per staker: anyone setting it for another redirects that
// staker's rewards, as claims may be made for anyone.
contract RewardReceivers {
    IERC20 public reward;
    mapping(address => uint256) public claimable;
    mapping(address => address) public rewardsReceiver;

    function setRewardsReceiver(address user, address receiver) external { // want "lets any caller set receiver in the entry of rewardsReceiver for an account it names \\(user\\)"
        rewardsReceiver[user] = receiver;
    }

    function claim(address user) external {
        uint256 amount = claimable[user];
        claimable[user] = 0;
        address to = rewardsReceiver[user] == address(0) ? user : rewardsReceiver[user];
        require(reward.transfer(to, amount));
    }
}

// Safe: each staker sets its own receiver.
contract OwnReceivers {
    IERC20 public reward;
    mapping(address => uint256) public claimable;
    mapping(address => address) public rewardsReceiver;

    function setRewardsReceiver(address receiver) external {
        rewardsReceiver[msg.sender] = receiver;
    }

    function claim(address user) external {
        uint256 amount = claimable[user];
        claimable[user] = 0;
        address to = rewardsReceiver[user] == address(0) ? user : rewardsReceiver[user];
        require(reward.transfer(to, amount));
    }
}

// Safe: an operator the account approved may set it.
contract ApprovedReceivers {
    mapping(address => mapping(address => bool)) public operators;
    mapping(address => address payable) public payee;
    mapping(address => uint256) public owed;

    function setPayee(address user, address payable to) external {
        require(msg.sender == user || operators[user][msg.sender], "not allowed");
        payee[user] = to;
    }

    function pay(address user) external {
        uint256 amount = owed[user];
        owed[user] = 0;
        payee[user].transfer(amount);
    }
}
