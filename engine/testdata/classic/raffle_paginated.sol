// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

contract PaginatedRaffle {
    uint256 public constant TICKET_PRICE = 0.01 ether;
    uint256 public constant MAX_TICKETS_PER_ROUND = 500;
    uint256 public constant MAX_PER_TX = 20;

    address public immutable operator;
    uint256 public round;
    mapping(uint256 => address[]) private entries;
    mapping(address => uint256) public winnings;
    mapping(address => uint256) public loyaltyPoints;
    uint256 public creditedUpTo;

    event Entered(uint256 indexed round, address indexed player, uint256 tickets);
    event Drawn(uint256 indexed round, address indexed winner, uint256 prize);

    constructor() {
        operator = msg.sender;
    }

    function enter(uint256 tickets) external payable {
        require(tickets > 0 && tickets <= MAX_PER_TX, "tickets");
        require(entries[round].length + tickets <= MAX_TICKETS_PER_ROUND, "round full");
        require(msg.value == tickets * TICKET_PRICE, "price");
        for (uint256 i = 0; i < tickets; i++) {
            entries[round].push(msg.sender);
        }
        emit Entered(round, msg.sender, tickets);
    }

    function creditLoyalty(uint256 count) external {
        address[] storage list = entries[round];
        uint256 end = creditedUpTo + count;
        if (end > list.length) end = list.length;
        for (uint256 i = creditedUpTo; i < end; i++) {
            loyaltyPoints[list[i]] += 1;
        }
        creditedUpTo = end;
    }

    function draw(uint256 seed) external {
        require(msg.sender == operator, "operator");
        address[] storage list = entries[round];
        require(list.length > 0, "empty");
        address winner = list[seed % list.length];
        uint256 prize = list.length * TICKET_PRICE;
        winnings[winner] += prize;
        round += 1;
        creditedUpTo = 0;
        emit Drawn(round - 1, winner, prize);
    }

    function claim() external {
        uint256 amount = winnings[msg.sender];
        winnings[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "claim failed");
    }
}
