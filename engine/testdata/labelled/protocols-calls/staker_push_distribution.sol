pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Rewards pushed to every staker at once: anyone can stake a dust amount from many addresses until the loop no
// longer fits in a block, and then no one is paid.
contract PushRewards {
    IERC20 public immutable token;
    address public immutable distributor;
    address[] public stakers;
    mapping(address => uint256) public stakeOf;
    uint256 public totalStaked;

    constructor(IERC20 token_, address distributor_) {
        token = token_;
        distributor = distributor_;
    }

    function stake(uint256 amount) external {
        require(amount > 0, "zero");
        require(token.transferFrom(msg.sender, address(this), amount), "pull failed");
        if (stakeOf[msg.sender] == 0) {
            stakers.push(msg.sender);
        }
        stakeOf[msg.sender] += amount;
        totalStaked += amount;
    }

    function distribute(uint256 reward) external {
        require(msg.sender == distributor, "only distributor");
        require(token.transferFrom(msg.sender, address(this), reward), "pull failed");
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < stakers.length; i++) {
            address s = stakers[i];
            stakeOf[s] += (reward * stakeOf[s]) / totalStaked;
        }
        totalStaked += reward;
    }
}
