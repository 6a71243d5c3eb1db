pragma solidity ^0.5.12;

/// Odds-based bookmaker: the house quotes decimal odds in thousandths; winners receive stake * odds / 1000.
contract Bookmaker {
    address payable public house;
    uint256 public matchStart;
    uint8 public result;

    struct Ticket {
        address payable bettor;
        uint8 pick;
        uint256 stake;
        uint256 odds;
        bool paid;
    }

    Ticket[] public tickets;
    mapping(uint8 => uint256) public oddsFor;

    constructor(uint256 _matchStart) public {
        house = msg.sender;
        matchStart = _matchStart;
    }

    function setOdds(uint8 pick, uint256 odds) external {
        require(msg.sender == house);
        oddsFor[pick] = odds;
    }

    function placeBet(uint8 pick) external payable returns (uint256) {
        // <yes> <report> TIME_MANIPULATION
        require(now <= matchStart + 1 days);
        tickets.push(Ticket(msg.sender, pick, msg.value, oddsFor[pick], false));
        return tickets.length - 1;
    }

    function setResult(uint8 r) external {
        require(msg.sender == house);
        result = r;
    }

    function payTicket(uint256 id) external {
        Ticket storage t = tickets[id];
        require(t.pick == result && !t.paid);
        t.paid = true;
        // <yes> <report> ARITHMETIC
        uint256 win = t.stake * t.odds / 1000;
        t.bettor.transfer(win);
    }
}
