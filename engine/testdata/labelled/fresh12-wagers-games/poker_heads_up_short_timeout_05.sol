pragma solidity ^0.5.0;

/// Heads-up poker pots settled on chain: each action must come within the action window, or the waiting player
/// can claim the whole pot. Hands are dealt and shown by a card contract not shown here; this part keeps the pot.
contract HeadsUpPot {
    struct Table {
        address payable a;
        address payable b;
        uint256 pot;
        address toAct;
        uint256 lastAction;
        bool closed;
    }

    uint256 public constant ACTION_WINDOW = 30 seconds;
    uint256 public tableCount;
    mapping(uint256 => Table) public tables;

    event Action(uint256 indexed id, address player, uint256 amount);
    event TimedOut(uint256 indexed id, address winner, uint256 pot);

    function open(address payable opponent) external payable returns (uint256 id) {
        require(opponent != msg.sender && opponent != address(0), "opponent");
        require(msg.value > 0, "blind");
        id = ++tableCount;
        tables[id] = Table(msg.sender, opponent, msg.value, opponent, now, false);
    }

    function bet(uint256 id) external payable {
        Table storage t = tables[id];
        require(!t.closed, "closed");
        require(msg.sender == t.toAct, "not your turn");
        require(now <= t.lastAction + ACTION_WINDOW, "late");
        t.pot += msg.value;
        t.toAct = msg.sender == t.a ? t.b : t.a;
        t.lastAction = now;
        emit Action(id, msg.sender, msg.value);
    }

    function fold(uint256 id) external {
        Table storage t = tables[id];
        require(!t.closed && msg.sender == t.toAct, "turn");
        t.closed = true;
        address payable other = msg.sender == t.a ? t.b : t.a;
        uint256 pot = t.pot;
        t.pot = 0;
        other.transfer(pot);
    }

    function claimTimeout(uint256 id) external {
        Table storage t = tables[id];
        require(!t.closed, "closed");
        require(msg.sender == t.a || msg.sender == t.b, "player");
        require(msg.sender != t.toAct, "you must act");
        // <yes> <report> TIME_MANIPULATION
        require(now > t.lastAction + ACTION_WINDOW, "window open");
        t.closed = true;
        uint256 pot = t.pot;
        t.pot = 0;
        msg.sender.transfer(pot);
        emit TimedOut(id, msg.sender, pot);
    }
}
