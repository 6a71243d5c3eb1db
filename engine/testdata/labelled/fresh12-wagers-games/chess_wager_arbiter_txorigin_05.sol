pragma solidity ^0.5.12;

/// Chess games for a wager, played off chain on a game server. Both players deposit the stake into the game;
/// the arbiter (the game server's account) reports the result, and either player can pull their share after.
contract ChessWager {
    struct Match {
        address payable white;
        address payable black;
        uint256 stake;
        bool whitePaid;
        bool blackPaid;
        uint8 result; // 0 pending, 1 white, 2 black, 3 draw
    }

    address public arbiter;
    address public admin;
    uint256 public matchCount;
    mapping(uint256 => Match) public matches;
    mapping(address => uint256) public balances;

    event Created(uint256 indexed id, address white, address black, uint256 stake);
    event Reported(uint256 indexed id, uint8 result);

    constructor(address arbiter_) public {
        admin = msg.sender;
        arbiter = arbiter_;
    }

    function setArbiter(address arbiter_) external {
        require(msg.sender == admin, "admin");
        arbiter = arbiter_;
    }

    function create(address payable black, uint256 stake) external returns (uint256 id) {
        require(black != address(0) && black != msg.sender, "black");
        id = ++matchCount;
        matches[id] = Match(msg.sender, black, stake, false, false, 0);
        emit Created(id, msg.sender, black, stake);
    }

    function deposit(uint256 id) external payable {
        Match storage m = matches[id];
        require(m.result == 0, "over");
        require(msg.value == m.stake, "stake");
        if (msg.sender == m.white) {
            require(!m.whitePaid, "paid");
            m.whitePaid = true;
        } else {
            require(msg.sender == m.black && !m.blackPaid, "player");
            m.blackPaid = true;
        }
    }

    function report(uint256 id, uint8 result) external {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == arbiter, "arbiter");
        Match storage m = matches[id];
        require(m.result == 0 && m.whitePaid && m.blackPaid, "state");
        require(result >= 1 && result <= 3, "result");
        m.result = result;
        if (result == 1) {
            balances[m.white] += 2 * m.stake;
        } else if (result == 2) {
            balances[m.black] += 2 * m.stake;
        } else {
            balances[m.white] += m.stake;
            balances[m.black] += m.stake;
        }
        emit Reported(id, result);
    }

    function withdraw() external {
        uint256 amount = balances[msg.sender];
        require(amount > 0, "nothing");
        balances[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}
