// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IRandomSource {
    function requestRandom(uint256 matchId) external;
}

/// Player-versus-player coin flips with matchmaking: a player joins the queue with a stake, and the next player
/// with the same stake is paired with them; the flip comes from a VRF-style source that calls back.
contract CoinFlipMatchmaker {
    struct Ticket {
        address payable player;
        uint256 stake;
        bool active;
    }

    struct Match {
        address payable a;
        address payable b;
        uint256 stake;
        bool resolved;
    }

    IRandomSource public immutable randomSource;
    Ticket[] public queue;
    mapping(uint256 => Match) public matches;
    uint256 public matchCount;

    event Queued(uint256 indexed ticket, address player, uint256 stake);
    event Paired(uint256 indexed matchId, address a, address b);
    event Flipped(uint256 indexed matchId, address winner);

    constructor(IRandomSource source) {
        randomSource = source;
    }

    function enter() external payable {
        require(msg.value >= 0.001 ether, "stake");
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < queue.length; i++) {
            Ticket storage t = queue[i];
            if (t.active && t.stake == msg.value && t.player != msg.sender) {
                t.active = false;
                uint256 id = ++matchCount;
                matches[id] = Match(t.player, msg.sender, msg.value, false);
                emit Paired(id, t.player, msg.sender);
                randomSource.requestRandom(id);
                return;
            }
        }
        queue.push(Ticket(msg.sender, msg.value, true));
        emit Queued(queue.length - 1, msg.sender, msg.value);
    }

    function leave(uint256 ticket) external {
        Ticket storage t = queue[ticket];
        require(t.active && t.player == msg.sender, "ticket");
        t.active = false;
        t.player.transfer(t.stake);
    }

    function fulfil(uint256 matchId, uint256 randomness) external {
        require(msg.sender == address(randomSource), "source");
        Match storage m = matches[matchId];
        require(m.a != address(0) && !m.resolved, "state");
        m.resolved = true;
        address payable winner = randomness % 2 == 0 ? m.a : m.b;
        winner.transfer(m.stake * 2);
        emit Flipped(matchId, winner);
    }
}
