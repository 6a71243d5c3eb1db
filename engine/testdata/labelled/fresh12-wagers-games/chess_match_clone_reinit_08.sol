// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// One chess match for a wager, deployed as a minimal-proxy clone by a factory. The factory initialises the clone
/// with both players, the stake and the arbiter; the arbiter (an engine-verified result service) settles it.
contract ChessMatchEscrow {
    address public white;
    address public black;
    address public arbiter;
    uint256 public stake;
    bool public whiteIn;
    bool public blackIn;
    bool public settled;

    event Deposited(address player);
    event Settled(address winner);

    function initialize(address white_, address black_, address arbiter_, uint256 stake_) external {
        require(white_ != address(0) && black_ != address(0) && white_ != black_, "players");
        require(arbiter_ != address(0), "arbiter");
        // <yes> <report> ACCESS_CONTROL
        white = white_;
        black = black_;
        arbiter = arbiter_;
        stake = stake_;
    }

    function deposit() external payable {
        require(!settled, "settled");
        require(msg.value == stake, "stake");
        if (msg.sender == white) {
            require(!whiteIn, "in");
            whiteIn = true;
        } else {
            require(msg.sender == black && !blackIn, "player");
            blackIn = true;
        }
        emit Deposited(msg.sender);
    }

    function settle(address winner) external {
        require(msg.sender == arbiter, "arbiter");
        require(whiteIn && blackIn && !settled, "state");
        settled = true;
        if (winner == address(0)) {
            _send(white, stake);
            _send(black, stake);
        } else {
            require(winner == white || winner == black, "winner");
            _send(winner, 2 * stake);
        }
        emit Settled(winner);
    }

    function _send(address to, uint256 amount) private {
        (bool ok, ) = payable(to).call{value: amount}("");
        require(ok, "send");
    }
}
