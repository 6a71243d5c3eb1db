pragma solidity ^0.6.12;

contract WeeklyRaffle {
    address public operator;
    uint256 public ticketPrice = 0.001 ether;
    uint256 public roundEnd;
    address[] public entries;
    mapping(address => uint256) public winnings;
    mapping(address => uint256) public loyaltyPoints;

    event Entered(address indexed player, uint256 tickets);
    event Drawn(address indexed winner, uint256 prize);

    constructor() public {
        operator = msg.sender;
        roundEnd = block.timestamp + 7 days;
    }

    function enter(uint256 tickets) external payable {
        require(block.timestamp < roundEnd, "round over");
        require(msg.value == tickets * ticketPrice, "price");
        for (uint256 i = 0; i < tickets; i++) {
            entries.push(msg.sender);
        }
        emit Entered(msg.sender, tickets);
    }

    function ticketsOf(address player) public view returns (uint256 n) {
        for (uint256 i = 0; i < entries.length; i++) {
            if (entries[i] == player) n++;
        }
    }

    function draw(uint256 seed) external {
        require(msg.sender == operator, "operator");
        require(block.timestamp >= roundEnd, "running");
        uint256 prize = address(this).balance;
        address winner = entries[seed % entries.length];
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < entries.length; i++) {
            loyaltyPoints[entries[i]] += 1;
        }
        winnings[winner] += prize;
        delete entries;
        roundEnd = block.timestamp + 7 days;
        emit Drawn(winner, prize);
    }

    function claim() external {
        uint256 amount = winnings[msg.sender];
        winnings[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}
