pragma solidity ^0.5.10;

// Bets made through a storage pointer, each field written only once a check required the bet to be empty: no
// transaction changes the player of a pending bet, however many fields the bet has. When another function can
// rewrite the player of a bet that exists, the payout races it.
contract PointerBets {
    struct Bet {
        address payable player;
        uint256 amount;
        uint8 rollUnder;
        uint256 placeBlock;
    }

    mapping(uint256 => Bet) public bets;
    address public croupier;

    constructor() public {
        croupier = msg.sender;
    }

    function place(uint8 rollUnder, uint256 commit) external payable {
        Bet storage b = bets[commit];
        require(b.player == address(0), "used");
        b.player = msg.sender;
        b.amount = msg.value;
        b.rollUnder = rollUnder;
        b.placeBlock = block.number;
    }

    function settle(uint256 reveal) external {
        require(msg.sender == croupier, "croupier");
        Bet storage b = bets[uint256(keccak256(abi.encodePacked(reveal)))];
        uint256 amount = b.amount;
        b.amount = 0;
        b.player.transfer(amount * 2);
    }

    function refund(uint256 commit) external {
        Bet storage b = bets[commit];
        require(block.number > b.placeBlock + 250, "wait");
        uint256 amount = b.amount;
        b.amount = 0;
        b.player.transfer(amount);
    }
}

contract ReassignedBets {
    struct Bet {
        address payable player;
        uint256 amount;
    }

    mapping(uint256 => Bet) public bets;

    function place(uint256 commit) external payable {
        Bet storage b = bets[commit];
        require(b.player == address(0), "used");
        b.player = msg.sender;
        b.amount = msg.value;
    }

    function hand(uint256 commit, address payable to) external {
        Bet storage b = bets[commit];
        b.player = to;
    }

    function refund(uint256 commit) external { // want "ReassignedBets.refund\\(\\) sends ether using bets, which any caller can change first"
        Bet storage b = bets[commit];
        uint256 amount = b.amount;
        b.amount = 0;
        b.player.transfer(amount);
    }
}

// Events created at a fresh id through a storage pointer: their fee is set once, when the event is made, and
// the refund reads what its entrants paid. Another function that rewrites the fee of an event that exists
// races the refund.
contract CounterKeyedEvents {
    struct Event {
        address organiser;
        uint256 fee;
        bool cancelled;
    }

    uint256 public count;
    mapping(uint256 => Event) internal events;
    mapping(uint256 => mapping(address => bool)) public entered;

    function create(uint256 fee) external returns (uint256 id) {
        id = ++count;
        Event storage e = events[id];
        e.organiser = msg.sender;
        e.fee = fee;
    }

    function enter(uint256 id) external payable {
        require(msg.value == events[id].fee && !events[id].cancelled, "fee");
        entered[id][msg.sender] = true;
    }

    function cancel(uint256 id) external {
        require(msg.sender == events[id].organiser, "organiser");
        events[id].cancelled = true;
    }

    function refund(uint256 id) external {
        Event storage e = events[id];
        require(e.cancelled && entered[id][msg.sender], "refund");
        entered[id][msg.sender] = false;
        msg.sender.transfer(e.fee);
    }
}

contract RepricedEvents {
    struct Event {
        address organiser;
        uint256 fee;
        bool cancelled;
    }

    uint256 public count;
    mapping(uint256 => Event) internal events;
    mapping(uint256 => mapping(address => bool)) public entered;

    function create(uint256 fee) external returns (uint256 id) {
        id = ++count;
        Event storage e = events[id];
        e.organiser = msg.sender;
        e.fee = fee;
    }

    function reprice(uint256 id, uint256 fee) external {
        Event storage e = events[id];
        e.fee = fee;
    }

    function refund(uint256 id) external { // want "RepricedEvents.refund\\(\\) sends ether using events, which any caller can change first"
        Event storage e = events[id];
        require(e.cancelled && entered[id][msg.sender], "refund");
        entered[id][msg.sender] = false;
        msg.sender.transfer(e.fee);
    }
}
