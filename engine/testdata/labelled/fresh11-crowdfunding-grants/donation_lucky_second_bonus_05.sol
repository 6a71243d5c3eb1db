pragma solidity ^0.5.10;

/// Fundraiser with a "lucky donation" gimmick: a sponsor pool doubles a donation whenever it lands
/// in a block whose timestamp is a multiple of 7. A block producer (or a donor who simply waits for
/// a favourable timestamp in a contract call) chooses the timestamp and collects the bonus on every
/// donation, draining the pool into the cause under the donor's name, with the donor's matched
/// total counting toward the leaderboard rewards.
contract LuckyDonationDrive {
    address public organiser;
    address payable public cause;
    uint256 public bonusPool;
    uint256 public endTime;
    mapping(address => uint256) public credited;
    address public topDonor;

    event Donation(address indexed donor, uint256 amount, uint256 bonus);

    modifier onlyOrganiser() {
        require(msg.sender == organiser, "organiser");
        _;
    }

    constructor(address payable _cause, uint256 duration) public payable {
        require(_cause != address(0), "cause");
        organiser = msg.sender;
        cause = _cause;
        bonusPool = msg.value;
        endTime = now + duration;
    }

    function addToPool() external payable onlyOrganiser {
        bonusPool += msg.value;
    }

    function donate() external payable {
        require(now < endTime, "ended");
        require(msg.value >= 0.01 ether, "min");
        uint256 bonus = 0;
        // <yes> <report> TIME_MANIPULATION
        if (block.timestamp % 7 == 0) {
            bonus = msg.value <= bonusPool ? msg.value : bonusPool;
            bonusPool -= bonus;
        }
        credited[msg.sender] += msg.value + bonus;
        if (credited[msg.sender] > credited[topDonor]) {
            topDonor = msg.sender;
        }
        emit Donation(msg.sender, msg.value, bonus);
        cause.transfer(msg.value + bonus);
    }

    function reclaimPool() external onlyOrganiser {
        require(now >= endTime, "running");
        uint256 amount = bonusPool;
        bonusPool = 0;
        msg.sender.transfer(amount);
    }
}
