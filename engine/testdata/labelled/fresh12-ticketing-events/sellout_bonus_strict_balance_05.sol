pragma solidity ^0.5.11;

/// Crowd-backed show: fans pre-buy tickets; if the show sells out before the deadline the artist books the venue
/// and is paid, otherwise fans reclaim their money. The sell-out is read from the contract's takings.
contract SellOutShow {
    address payable public artist;
    uint256 public ticketPrice;
    uint256 public ticketsNeeded;
    uint256 public deadline;
    uint256 public ticketsSold;
    bool public confirmed;

    mapping(address => uint256) public ticketsOf;

    event Backed(address indexed fan, uint256 tickets);
    event Confirmed(uint256 takings);
    event Reclaimed(address indexed fan, uint256 amount);

    constructor(uint256 _price, uint256 _needed, uint256 _deadline) public {
        require(_deadline > now, "deadline");
        artist = msg.sender;
        ticketPrice = _price;
        ticketsNeeded = _needed;
        deadline = _deadline;
    }

    function back(uint256 tickets) external payable {
        require(now < deadline && !confirmed, "closed");
        require(tickets > 0 && ticketsSold + tickets <= ticketsNeeded, "tickets");
        require(msg.value == tickets * ticketPrice, "value");
        ticketsSold += tickets;
        ticketsOf[msg.sender] += tickets;
        emit Backed(msg.sender, tickets);
    }

    function soldOut() public view returns (bool) {
        // <yes> <report> DENIAL_OF_SERVICE
        return address(this).balance == ticketsNeeded * ticketPrice;
    }

    function confirm() external {
        require(msg.sender == artist, "artist");
        require(soldOut(), "not sold out");
        confirmed = true;
        emit Confirmed(address(this).balance);
        artist.transfer(address(this).balance);
    }

    function reclaim() external {
        require(now >= deadline && !confirmed, "not failed");
        uint256 amount = ticketsOf[msg.sender] * ticketPrice;
        require(amount > 0, "nothing");
        ticketsOf[msg.sender] = 0;
        msg.sender.transfer(amount);
        emit Reclaimed(msg.sender, amount);
    }
}
