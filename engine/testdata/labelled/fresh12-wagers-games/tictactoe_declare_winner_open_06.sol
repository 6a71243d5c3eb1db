// SPDX-License-Identifier: MIT
pragma solidity ^0.6.6;

/// Tic-tac-toe for a wager. Both players stake the same amount; moves are played on chain, and a finished board
/// pays the winner. When a game stalls, an arbiter named at creation decides it.
contract TicTacToeWager {
    struct Game {
        address payable x;
        address payable o;
        address arbiter;
        uint256 stake;
        uint8[9] board;
        uint8 turn; // 1 = x, 2 = o
        uint8 moves;
        bool over;
    }

    Game[] internal games;

    event Started(uint256 indexed id, address x, address o, uint256 stake);
    event Moved(uint256 indexed id, address player, uint8 cell);
    event Finished(uint256 indexed id, address winner);

    function start(address payable opponent, address arbiter) external payable returns (uint256 id) {
        require(opponent != address(0) && opponent != msg.sender, "opponent");
        require(msg.value > 0, "stake");
        id = games.length;
        games.push();
        Game storage g = games[id];
        g.x = msg.sender;
        g.o = opponent;
        g.arbiter = arbiter;
        g.stake = msg.value;
        emit Started(id, msg.sender, opponent, msg.value);
    }

    function accept(uint256 id) external payable {
        Game storage g = games[id];
        require(msg.sender == g.o && g.turn == 0, "accept");
        require(msg.value == g.stake, "stake");
        g.turn = 1;
    }

    function play(uint256 id, uint8 cell) external {
        Game storage g = games[id];
        require(!g.over && g.turn != 0, "not running");
        require(cell < 9 && g.board[cell] == 0, "cell");
        require(msg.sender == (g.turn == 1 ? g.x : g.o), "turn");
        g.board[cell] = g.turn;
        g.moves++;
        emit Moved(id, msg.sender, cell);
        if (_won(g.board, g.turn)) {
            _finish(id, msg.sender == g.x ? g.x : g.o);
        } else if (g.moves == 9) {
            _finish(id, address(0));
        } else {
            g.turn = 3 - g.turn;
        }
    }

    function decide(uint256 id, address payable winner) external {
        Game storage g = games[id];
        require(!g.over && g.turn != 0, "not running");
        require(winner == g.x || winner == g.o || winner == address(0), "winner");
        // <yes> <report> ACCESS_CONTROL
        _finish(id, winner);
    }

    function _finish(uint256 id, address payable winner) private {
        Game storage g = games[id];
        g.over = true;
        if (winner == address(0)) {
            g.x.transfer(g.stake);
            g.o.transfer(g.stake);
        } else {
            winner.transfer(2 * g.stake);
        }
        emit Finished(id, winner);
    }

    function _won(uint8[9] storage b, uint8 p) private view returns (bool) {
        uint8[3][8] memory lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
        for (uint256 i = 0; i < 8; i++) {
            if (b[lines[i][0]] == p && b[lines[i][1]] == p && b[lines[i][2]] == p) return true;
        }
        return false;
    }
}
