pragma solidity ^0.5.11;

/// Newsletter subscriptions in ether with a loyalty perk: every week one active subscriber is drawn to
/// receive the week's raffle pot (5% of that week's subscription income).
contract NewsletterSubscriptions {
    address payable public publisher;
    uint256 public weeklyPrice;
    uint256 public rafflePot;
    uint256 public lastDraw;

    address payable[] public subscribers;
    mapping(address => uint256) public paidUntil;

    event Subscribed(address indexed who, uint256 until);
    event Winner(address indexed who, uint256 prize);

    constructor(uint256 _weeklyPrice) public {
        publisher = msg.sender;
        weeklyPrice = _weeklyPrice;
        lastDraw = now;
    }

    function subscribe(uint256 weeksCount) external payable {
        require(weeksCount > 0 && weeksCount <= 52, "weeks");
        require(msg.value == weeklyPrice * weeksCount, "price");
        if (paidUntil[msg.sender] == 0) {
            subscribers.push(msg.sender);
        }
        uint256 start = paidUntil[msg.sender] > now ? paidUntil[msg.sender] : now;
        paidUntil[msg.sender] = start + weeksCount * 1 weeks;
        uint256 toPot = msg.value / 20;
        rafflePot += toPot;
        publisher.transfer(msg.value - toPot);
        emit Subscribed(msg.sender, paidUntil[msg.sender]);
    }

    function draw() external {
        require(now >= lastDraw + 1 weeks, "too soon");
        require(subscribers.length > 0, "none");
        lastDraw = now;
        // <yes> <report> BAD_RANDOMNESS
        uint256 idx = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), now, msg.sender))) % subscribers.length;
        address payable winner = subscribers[idx];
        if (paidUntil[winner] < now) return;
        uint256 prize = rafflePot;
        rafflePot = 0;
        winner.transfer(prize);
        emit Winner(winner, prize);
    }
}
