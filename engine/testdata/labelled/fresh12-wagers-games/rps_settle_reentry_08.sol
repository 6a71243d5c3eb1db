// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// Rock-paper-scissors with a commit-reveal: the creator commits to a hidden move, the opponent matches the stake
/// and commits too, both reveal, and the winner takes both stakes (a draw refunds each side).
contract RockPaperScissors {
    enum Move { None, Rock, Paper, Scissors }

    struct Game {
        address creator;
        address opponent;
        uint256 stake;
        bytes32 creatorCommit;
        bytes32 opponentCommit;
        Move creatorMove;
        Move opponentMove;
        bool settled;
    }

    uint256 public nextId;
    mapping(uint256 => Game) public games;

    event Created(uint256 indexed id, address indexed creator, uint256 stake);
    event Joined(uint256 indexed id, address indexed opponent);
    event Revealed(uint256 indexed id, address indexed player, Move move);
    event Settled(uint256 indexed id, address winner);

    function create(bytes32 commit) external payable returns (uint256 id) {
        require(msg.value > 0, "stake");
        id = nextId++;
        games[id] = Game(msg.sender, address(0), msg.value, commit, bytes32(0), Move.None, Move.None, false);
        emit Created(id, msg.sender, msg.value);
    }

    function join(uint256 id, bytes32 commit) external payable {
        Game storage g = games[id];
        require(g.creator != address(0) && g.opponent == address(0), "not open");
        require(msg.sender != g.creator, "self");
        require(msg.value == g.stake, "stake");
        g.opponent = msg.sender;
        g.opponentCommit = commit;
        emit Joined(id, msg.sender);
    }

    function reveal(uint256 id, Move move, bytes32 salt) external {
        Game storage g = games[id];
        require(move != Move.None, "move");
        bytes32 h = keccak256(abi.encodePacked(id, msg.sender, move, salt));
        if (msg.sender == g.creator) {
            require(g.creatorMove == Move.None && h == g.creatorCommit, "commit");
            g.creatorMove = move;
        } else {
            require(msg.sender == g.opponent, "player");
            require(g.opponentMove == Move.None && h == g.opponentCommit, "commit");
            g.opponentMove = move;
        }
        emit Revealed(id, msg.sender, move);
    }

    function settle(uint256 id) external {
        Game storage g = games[id];
        require(!g.settled, "settled");
        require(g.creatorMove != Move.None && g.opponentMove != Move.None, "reveal");
        address winner = _winner(g);
        if (winner == address(0)) {
            _pay(g.creator, g.stake);
            _pay(g.opponent, g.stake);
        } else {
            _pay(winner, 2 * g.stake);
        }
        g.settled = true;
        emit Settled(id, winner);
    }

    function _winner(Game storage g) private view returns (address) {
        if (g.creatorMove == g.opponentMove) return address(0);
        uint8 a = uint8(g.creatorMove);
        uint8 b = uint8(g.opponentMove);
        return (a % 3) + 1 == b ? g.opponent : g.creator;
    }

    function _pay(address to, uint256 amount) private {
        // <yes> <report> REENTRANCY
        (bool ok, ) = payable(to).call{value: amount}("");
        require(ok, "pay");
    }
}
