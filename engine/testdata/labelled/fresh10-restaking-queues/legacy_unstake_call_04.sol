pragma solidity ^0.4.24;

/// A 2018 staking pool with a lock-up: stakers deposit ether, request an unstake that unlocks after the lock
/// period, then withdraw. The withdrawal sends with call.value before the pending amount is cleared.
library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        assert(c >= a);
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        assert(b <= a);
        return a - b;
    }
}

contract Ownable {
    address public owner;

    function Ownable() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }
}

contract LockedStakingPool is Ownable {
    using SafeMath for uint256;

    uint256 public lockPeriod = 7 days;
    uint256 public totalStaked;
    mapping(address => uint256) public stakes;
    mapping(address => uint256) public pending;
    mapping(address => uint256) public unlockAt;

    function setLockPeriod(uint256 period) public onlyOwner {
        lockPeriod = period;
    }

    function stake() public payable {
        stakes[msg.sender] = stakes[msg.sender].add(msg.value);
        totalStaked = totalStaked.add(msg.value);
    }

    function requestUnstake(uint256 amount) public {
        stakes[msg.sender] = stakes[msg.sender].sub(amount);
        totalStaked = totalStaked.sub(amount);
        pending[msg.sender] = pending[msg.sender].add(amount);
        unlockAt[msg.sender] = now + lockPeriod;
    }

    function withdraw() public {
        require(pending[msg.sender] > 0);
        require(now >= unlockAt[msg.sender]);
        // <yes> <report> REENTRANCY
        require(msg.sender.call.value(pending[msg.sender])());
        pending[msg.sender] = 0;
    }
}
