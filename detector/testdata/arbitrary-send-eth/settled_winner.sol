pragma solidity ^0.8.17;

// A game's winner, worked out by an internal function that returns one of the game's own stored players, is paid
// through a helper: no caller chooses the receiver. A winner taken from a parameter is the case.
contract Rps {
    struct Game { address creator; address opponent; uint256 stake; uint8 a; uint8 b; bool settled; }
    uint256 public nextId;
    mapping(uint256 => Game) public games;

    function create() external payable returns (uint256 id) {
        id = nextId++;
        games[id] = Game(msg.sender, address(0), msg.value, 0, 0, false);
    }

    function join(uint256 id) external payable {
        Game storage g = games[id];
        require(g.creator != address(0) && g.opponent == address(0) && msg.value == g.stake);
        g.opponent = msg.sender;
    }

    function move(uint256 id, uint8 m) external {
        Game storage g = games[id];
        if (msg.sender == g.creator) g.a = m;
        else if (msg.sender == g.opponent) g.b = m;
    }

    function settle(uint256 id) external {
        Game storage g = games[id];
        require(!g.settled && g.a != 0 && g.b != 0);
        g.settled = true;
        address winner = _winner(g);
        if (winner == address(0)) {
            _pay(g.creator, g.stake);
            _pay(g.opponent, g.stake);
        } else {
            _pay(winner, 2 * g.stake);
        }
    }

    function settleFor(uint256 id, address winner) external {
        Game storage g = games[id];
        require(!g.settled && g.a != 0 && g.b != 0);
        g.settled = true;
        _pay(winner, 2 * g.stake); // want "caller-chosen address"
    }

    function _winner(Game storage g) private view returns (address) {
        if (g.a == g.b) return address(0);
        return (g.a % 3) + 1 == g.b ? g.opponent : g.creator;
    }

    function _pay(address to, uint256 amount) private {
        (bool ok, ) = payable(to).call{value: amount}("");
        require(ok);
    }
}
