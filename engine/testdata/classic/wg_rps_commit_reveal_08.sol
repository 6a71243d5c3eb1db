// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Rock-paper-scissors for a stake: each move is committed bound to the game and the player, revealed within a
/// deadline, and the proceeds are credited for a pull withdrawal. A player that does not reveal forfeits.
contract SafeRockPaperScissors {
    enum Move { None, Rock, Paper, Scissors }

    struct Game {
        address creator;
        address opponent;
        uint128 stake;
        uint64 revealBy;
        bool done;
        bytes32 creatorCommit;
        bytes32 opponentCommit;
        Move creatorMove;
        Move opponentMove;
    }

    uint256 public constant REVEAL_WINDOW = 1 days;
    uint256 public nextId;
    mapping(uint256 => Game) public games;
    mapping(address => uint256) public credit;

    event Created(uint256 indexed id, address indexed creator, uint256 stake);
    event Joined(uint256 indexed id, address indexed opponent);
    event Finished(uint256 indexed id, address winner);

    function commitment(uint256 id, address player, Move move, bytes32 salt) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), id, player, move, salt));
    }

    function create(bytes32 commit) external payable returns (uint256 id) {
        require(msg.value > 0 && msg.value <= type(uint128).max, "stake");
        id = nextId++;
        Game storage g = games[id];
        g.creator = msg.sender;
        g.stake = uint128(msg.value);
        g.creatorCommit = commit;
        emit Created(id, msg.sender, msg.value);
    }

    function cancel(uint256 id) external {
        Game storage g = games[id];
        require(msg.sender == g.creator && g.opponent == address(0) && !g.done, "cancel");
        g.done = true;
        credit[msg.sender] += g.stake;
    }

    function join(uint256 id, bytes32 commit) external payable {
        Game storage g = games[id];
        require(g.creator != address(0) && g.opponent == address(0) && !g.done, "not open");
        require(msg.sender != g.creator, "self");
        require(msg.value == g.stake, "stake");
        g.opponent = msg.sender;
        g.opponentCommit = commit;
        g.revealBy = uint64(block.timestamp + REVEAL_WINDOW);
        emit Joined(id, msg.sender);
    }

    function reveal(uint256 id, Move move, bytes32 salt) external {
        Game storage g = games[id];
        require(g.opponent != address(0) && !g.done, "state");
        require(move != Move.None, "move");
        bytes32 h = commitment(id, msg.sender, move, salt);
        if (msg.sender == g.creator) {
            require(g.creatorMove == Move.None && h == g.creatorCommit, "commit");
            g.creatorMove = move;
        } else {
            require(msg.sender == g.opponent, "player");
            require(g.opponentMove == Move.None && h == g.opponentCommit, "commit");
            g.opponentMove = move;
        }
    }

    function finish(uint256 id) external {
        Game storage g = games[id];
        require(g.opponent != address(0) && !g.done, "state");
        bool bothIn = g.creatorMove != Move.None && g.opponentMove != Move.None;
        require(bothIn || block.timestamp > g.revealBy, "reveal open");
        g.done = true;
        uint256 pot = uint256(g.stake) * 2;
        address winner;
        if (bothIn) {
            if (g.creatorMove != g.opponentMove) {
                winner = (uint8(g.creatorMove) % 3) + 1 == uint8(g.opponentMove) ? g.opponent : g.creator;
            }
        } else if (g.creatorMove != Move.None) {
            winner = g.creator;
        } else if (g.opponentMove != Move.None) {
            winner = g.opponent;
        }
        if (winner == address(0)) {
            credit[g.creator] += g.stake;
            credit[g.opponent] += g.stake;
        } else {
            credit[winner] += pot;
        }
        emit Finished(id, winner);
    }

    function withdraw() external {
        uint256 amount = credit[msg.sender];
        require(amount > 0, "nothing");
        credit[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "withdraw");
    }
}
