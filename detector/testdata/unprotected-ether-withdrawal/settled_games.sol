pragma solidity ^0.7.6;

// Games anyone may settle: the ether goes to one of the game's own players, recorded with their own calls, the
// amount is the stake they paid in or a fixed multiple of it, and the game is closed as it pays. Nobody chooses
// who is paid or how much.

// Safe: the winner is chosen between the two stored players; twice the stake; marked done before paying.
contract Pennies {
    struct Round { address payable creator; address payable joiner; uint256 stake; int8 a; int8 b; bool done; }
    uint256 public rounds;
    mapping(uint256 => Round) public roundOf;

    function open() external payable returns (uint256 id) {
        id = ++rounds;
        Round storage r = roundOf[id];
        r.creator = msg.sender;
        r.stake = msg.value;
        r.a = -1;
        r.b = -1;
    }

    function join(uint256 id) external payable {
        Round storage r = roundOf[id];
        require(r.creator != address(0) && r.joiner == address(0) && msg.value == r.stake);
        r.joiner = msg.sender;
    }

    function play(uint256 id, int8 choice) external {
        Round storage r = roundOf[id];
        if (msg.sender == r.creator) r.a = choice;
        else if (msg.sender == r.joiner) r.b = choice;
    }

    function resolve(uint256 id) external {
        Round storage r = roundOf[id];
        require(r.joiner != address(0) && !r.done);
        address payable winner;
        if (r.a >= 0 && r.b >= 0) {
            winner = r.a == r.b ? r.joiner : r.creator;
        } else if (r.a >= 0) {
            winner = r.creator;
        }
        r.done = true;
        if (winner != address(0)) {
            winner.transfer(2 * r.stake);
        }
    }
}

// Safe: a dice bet pays a pure function of the bet's own stake and odds to the player who placed it, once.
contract Dice {
    struct Bet { address payable player; uint128 amount; uint8 target; bool settled; }
    Bet[] public bets;

    function payoutFor(uint256 amount, uint8 target) public pure returns (uint256) {
        return amount * 99 / (target - 1);
    }

    function place(uint8 target) external payable {
        require(target >= 2 && target <= 99);
        bets.push(Bet(msg.sender, uint128(msg.value), target, false));
    }

    function settle(uint256 id) external {
        Bet storage b = bets[id];
        require(!b.settled);
        b.settled = true;
        uint256 payout = payoutFor(b.amount, b.target);
        if (uint256(blockhash(block.number - 1)) % 100 < b.target) {
            b.player.transfer(payout);
        } else {
            payout = 0;
        }
    }
}

// Safe: a timed-out pot goes to the caller only when the caller is one of the table's two players, both named
// in the entry the opener paid for; the pot is zeroed as it is paid.
contract Pot {
    struct Table { address payable a; address payable b; uint256 pot; address toAct; uint256 last; bool closed; }
    uint256 public count;
    mapping(uint256 => Table) public tables;

    function open(address payable opponent) external payable returns (uint256 id) {
        id = ++count;
        tables[id] = Table(msg.sender, opponent, msg.value, opponent, block.timestamp, false);
    }

    function bet(uint256 id) external payable {
        Table storage t = tables[id];
        require(!t.closed && msg.sender == t.toAct);
        t.pot += msg.value;
        t.toAct = msg.sender == t.a ? t.b : t.a;
        t.last = block.timestamp;
    }

    function claimTimeout(uint256 id) external {
        Table storage t = tables[id];
        require(!t.closed);
        require(msg.sender == t.a || msg.sender == t.b);
        require(msg.sender != t.toAct && block.timestamp > t.last + 1 hours);
        t.closed = true;
        uint256 pot = t.pot;
        t.pot = 0;
        msg.sender.transfer(pot);
    }
}

// Vulnerable: a player can be replaced by anyone after the game is made, with a setter or by joining again.
contract PennySwap {
    struct Round { address payable creator; address payable joiner; uint256 stake; bool done; }
    mapping(uint256 => Round) public roundOf;
    uint256 public rounds;

    function open() external payable {
        roundOf[++rounds] = Round(msg.sender, address(0), msg.value, false);
    }

    function join(uint256 id) external payable {
        require(roundOf[id].joiner == address(0));
        roundOf[id].joiner = msg.sender;
    }

    function setJoiner(uint256 id, address payable who) external {
        roundOf[id].joiner = who;
    }

    function resolve(uint256 id) external { // want "lets any caller send"
        Round storage r = roundOf[id];
        require(!r.done);
        address payable winner = block.number % 2 == 0 ? r.creator : r.joiner;
        r.done = true;
        winner.transfer(2 * r.stake);
    }
}

contract PennyRejoin {
    struct Round { address payable creator; address payable joiner; uint256 stake; bool done; }
    mapping(uint256 => Round) public roundOf;
    uint256 public rounds;

    function open() external payable {
        roundOf[++rounds] = Round(msg.sender, address(0), msg.value, false);
    }

    function join(uint256 id) external payable {
        require(msg.value == roundOf[id].stake);
        roundOf[id].joiner = msg.sender;
    }

    function resolve(uint256 id) external { // want "lets any caller send"
        Round storage r = roundOf[id];
        require(!r.done);
        address payable winner = block.number % 2 == 0 ? r.creator : r.joiner;
        r.done = true;
        winner.transfer(2 * r.stake);
    }
}

// Vulnerable: the game is never closed, so it pays again and again; and a winner the caller picks.
contract PennyOpen {
    struct Round { address payable creator; address payable joiner; uint256 stake; bool done; }
    mapping(uint256 => Round) public roundOf;
    uint256 public rounds;

    function open() external payable {
        roundOf[++rounds] = Round(msg.sender, address(0), msg.value, false);
    }

    function join(uint256 id) external payable {
        Round storage r = roundOf[id];
        require(r.joiner == address(0) && msg.value == r.stake);
        r.joiner = msg.sender;
    }

    function resolve(uint256 id) external { // want "lets any caller send"
        Round storage r = roundOf[id];
        require(!r.done);
        address payable winner = block.number % 2 == 0 ? r.creator : r.joiner;
        winner.transfer(2 * r.stake);
    }

    function resolveAs(uint256 id, bool creatorWins) external { // want "lets any caller send"
        Round storage r = roundOf[id];
        require(!r.done);
        address payable winner = creatorWins ? r.creator : r.joiner;
        r.done = true;
        winner.transfer(2 * r.stake);
    }
}

// Vulnerable: the caller picks the amount; and the odds of a bet can be changed after it is placed.
contract DiceLoose {
    struct Bet { address payable player; uint256 amount; uint8 target; bool settled; }
    Bet[] public bets;

    function place(uint8 target) external payable {
        bets.push(Bet(msg.sender, msg.value, target, false));
    }

    function retarget(uint256 id, uint8 target) external {
        bets[id].target = target;
    }

    function settle(uint256 id, uint256 multiple) external { // want "lets any caller send"
        Bet storage b = bets[id];
        require(!b.settled);
        b.settled = true;
        address payable p = b.player;
        p.transfer(b.amount * multiple);
    }

    function settleOdds(uint256 id) external { // want "lets any caller send"
        Bet storage b = bets[id];
        require(!b.settled);
        b.settled = true;
        address payable p = b.player;
        p.transfer(b.amount * 99 / b.target);
    }
}
