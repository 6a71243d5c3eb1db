pragma solidity ^0.5.16;

/// A single-show box office: fans buy seats at a fixed price, and if the show is called off the organiser
/// refunds everyone in one go.
contract ShowBoxOffice {
    address payable public organiser;
    uint256 public price;
    uint256 public capacity;
    uint256 public seatsSold;
    uint256 public showTime;
    bool public cancelled;
    bool public paidOut;

    address payable[] public buyers;
    mapping(address => uint256) public seatsOf;

    event Purchased(address indexed buyer, uint256 seats);
    event Cancelled();

    modifier onlyOrganiser() {
        require(msg.sender == organiser, "organiser");
        _;
    }

    constructor(uint256 _price, uint256 _capacity, uint256 _showTime) public {
        require(_showTime > now, "past");
        organiser = msg.sender;
        price = _price;
        capacity = _capacity;
        showTime = _showTime;
    }

    function buy(uint256 seats) external payable {
        require(!cancelled, "cancelled");
        require(now < showTime, "too late");
        require(seats > 0 && seats <= 10, "seats");
        require(seatsSold + seats <= capacity, "sold out");
        require(msg.value == price * seats, "value");
        if (seatsOf[msg.sender] == 0) {
            buyers.push(msg.sender);
        }
        seatsOf[msg.sender] += seats;
        seatsSold += seats;
        emit Purchased(msg.sender, seats);
    }

    function cancelShow() external onlyOrganiser {
        require(!cancelled && !paidOut, "closed");
        cancelled = true;
        for (uint256 i = 0; i < buyers.length; i++) {
            address payable fan = buyers[i];
            uint256 refund = seatsOf[fan] * price;
            seatsOf[fan] = 0;
            // <yes> <report> DENIAL_OF_SERVICE
            fan.transfer(refund);
        }
        emit Cancelled();
    }

    function payout() external onlyOrganiser {
        require(!cancelled && !paidOut, "closed");
        require(now > showTime + 1 days, "not yet");
        paidOut = true;
        organiser.transfer(address(this).balance);
    }
}
