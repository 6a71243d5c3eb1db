pragma solidity ^0.5.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "SafeMath: division by zero");
        return a / b;
    }
}

/// Fixed-odds bookmaker: bets close at kickoff; winning tickets are paid with checked arithmetic.
contract FixedOddsBook {
    using SafeMath for uint256;

    address payable public house;
    uint256 public kickoff;
    uint8 public result;
    bool public settled;

    struct Ticket {
        address payable bettor;
        uint8 pick;
        uint256 stake;
        uint256 odds;
        bool paid;
    }

    Ticket[] public tickets;
    mapping(uint8 => uint256) public oddsFor;

    modifier onlyHouse() {
        require(msg.sender == house, "house");
        _;
    }

    constructor(uint256 _kickoff) public {
        house = msg.sender;
        kickoff = _kickoff;
    }

    function setOdds(uint8 pick, uint256 odds) external onlyHouse {
        require(now < kickoff, "started");
        require(odds >= 1000 && odds <= 100000, "odds");
        oddsFor[pick] = odds;
    }

    function placeBet(uint8 pick) external payable returns (uint256) {
        require(now < kickoff, "started");
        require(oddsFor[pick] != 0, "no odds");
        tickets.push(Ticket(msg.sender, pick, msg.value, oddsFor[pick], false));
        return tickets.length - 1;
    }

    function setResult(uint8 r) external onlyHouse {
        require(now > kickoff + 3 hours && !settled, "state");
        settled = true;
        result = r;
    }

    function payTicket(uint256 id) external { // want "unprotected-ether-withdrawal: FixedOddsBook.payTicket\\(\\) lets any caller send win to t.bettor" FALSE ALARM: the payee is the ticket's own bettor, recorded from msg.sender, and the ticket is closed (paid) before the send; the amount is computed from the record rather than read from one field
        Ticket storage t = tickets[id];
        require(settled && t.pick == result && !t.paid, "state");
        t.paid = true;
        uint256 win = t.stake.mul(t.odds).div(1000);
        t.bettor.transfer(win);
    }
}
