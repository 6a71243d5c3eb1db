pragma solidity ^0.5.12;

contract EpochBonusPool {
    address public owner;
    uint256 public constant EPOCH = 1 days;
    uint256 public epochEnd;
    address payable public lastStaker;
    address payable[] public epochStakers;
    mapping(address => uint256) public stakes;
    uint256 public bonusPot;

    event Bonus(address indexed winner, uint256 amount);

    constructor() public {
        owner = msg.sender;
        epochEnd = now + EPOCH;
    }

    function fundBonus() external payable {
        bonusPot += msg.value;
    }

    function stake() external payable {
        require(msg.value >= 0.1 ether);
        // <yes> <report> TIME_MANIPULATION
        if (now >= epochEnd) {
            _closeEpoch();
        }
        stakes[msg.sender] += msg.value;
        lastStaker = msg.sender;
        epochStakers.push(msg.sender);
    }

    function _closeEpoch() internal {
        uint256 pot = bonusPot;
        bonusPot = 0;
        epochEnd = now + EPOCH;
        if (epochStakers.length > 0) {
            // <yes> <report> TIME_MANIPULATION
            address payable luckyStaker = epochStakers[uint256(keccak256(abi.encodePacked(now, block.difficulty))) % epochStakers.length];
            delete epochStakers;
            luckyStaker.transfer(pot / 2);
            lastStaker.transfer(pot - pot / 2);
            emit Bonus(luckyStaker, pot / 2);
        }
    }

    function withdraw(uint256 amount) external {
        require(stakes[msg.sender] >= amount);
        stakes[msg.sender] -= amount;
        msg.sender.transfer(amount);
    }
}
