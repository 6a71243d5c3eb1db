pragma solidity ^0.4.18;

/// One of the first on-chain box offices: tickets are numbered seats for a single concert, sold for ether, and
/// the promoter who deployed the contract collects the takings.
contract ConcertBoxOffice {
    address public promoter;
    uint256 public seatPrice;
    uint256 public seatsTotal;
    uint256 public seatsSold;
    bool public salesOpen;

    mapping(uint256 => address) public seatHolder;
    mapping(address => uint256[]) internal seatsOfHolder;

    event SeatSold(uint256 seat, address holder);

    modifier onlyPromoter() {
        require(msg.sender == promoter);
        _;
    }

    // <yes> <report> ACCESS_CONTROL
    function ConcertBoxOfice(uint256 _price, uint256 _seats) public {
        promoter = msg.sender;
        seatPrice = _price;
        seatsTotal = _seats;
        salesOpen = true;
    }

    function buySeat(uint256 seat) public payable {
        require(salesOpen);
        require(seat < seatsTotal);
        require(seatHolder[seat] == address(0));
        require(msg.value == seatPrice);
        seatHolder[seat] = msg.sender;
        seatsOfHolder[msg.sender].push(seat);
        seatsSold++;
        SeatSold(seat, msg.sender);
    }

    function seatsOf(address holder) public view returns (uint256[]) {
        return seatsOfHolder[holder];
    }

    function closeSales() public onlyPromoter {
        salesOpen = false;
    }

    function collect() public onlyPromoter {
        promoter.transfer(this.balance);
    }
}
