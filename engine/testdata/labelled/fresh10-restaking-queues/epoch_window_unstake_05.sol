pragma solidity ^0.5.17;

/// Epoch-based staking of 2020: unstaking is only allowed in the last hour of each epoch, and a staker who
/// unstakes inside that hour of the epoch boundary still collects the epoch's reward. The window is derived
/// from now modulo the epoch length, which the block producer shifts by a few seconds to land an unstake
/// on either side of the boundary.
library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }
}

contract EpochStaking {
    using SafeMath for uint256;

    uint256 public constant EPOCH = 1 days;
    uint256 public constant WINDOW = 1 hours;

    address public owner;
    uint256 public totalStaked;
    mapping(address => uint256) public staked;
    mapping(address => uint256) public lastEpochClaimed;

    constructor() public {
        owner = msg.sender;
    }

    function currentEpoch() public view returns (uint256) {
        return now / EPOCH;
    }

    function stake() external payable {
        staked[msg.sender] = staked[msg.sender].add(msg.value);
        totalStaked = totalStaked.add(msg.value);
        lastEpochClaimed[msg.sender] = currentEpoch();
    }

    function unstake(uint256 amount) external {
        // <yes> <report> TIME_MANIPULATION
        require(now % EPOCH >= EPOCH - WINDOW, "outside unstake window");
        staked[msg.sender] = staked[msg.sender].sub(amount);
        totalStaked = totalStaked.sub(amount);
        msg.sender.transfer(amount);
    }
}
