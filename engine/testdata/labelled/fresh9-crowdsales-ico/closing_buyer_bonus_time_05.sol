pragma solidity ^0.5.4;

/// 2019 "hype" token sale: the sale's last buyer wins the closing bonus pool, and every purchase
/// extends the end by 30 seconds up to a hard stop. Whether a purchase lands before or after the end
/// is decided by block.timestamp, which the block producer sets within the protocol's tolerance:
/// a miner buys in its own block and stamps it inside the window, or excludes others' buys until the
/// window closes on its own last purchase.
contract ClosingBonusSale {
    address public owner;
    address payable public treasury;
    uint256 public rate;
    uint256 public endTime;
    uint256 public hardStop;
    uint256 public bonusPool;
    address payable public lastBuyer;
    bool public bonusPaid;

    mapping(address => uint256) public tokens;

    constructor(address payable _treasury, uint256 _rate, uint256 _endTime, uint256 _hardStop) public {
        owner = msg.sender;
        treasury = _treasury;
        rate = _rate;
        endTime = _endTime;
        hardStop = _hardStop;
    }

    function buy() external payable {
        // <yes> <report> TIME_MANIPULATION
        require(block.timestamp < endTime, "sale over");
        require(msg.value >= 0.01 ether, "min");
        tokens[msg.sender] += msg.value * rate;
        uint256 toPool = msg.value / 10;
        bonusPool += toPool;
        lastBuyer = msg.sender;
        if (endTime + 30 seconds <= hardStop) {
            endTime += 30 seconds;
        }
        treasury.transfer(msg.value - toPool);
    }

    function payBonus() external {
        require(block.timestamp >= endTime, "running");
        require(!bonusPaid, "paid");
        bonusPaid = true;
        lastBuyer.transfer(bonusPool);
    }
}
