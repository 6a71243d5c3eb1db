// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

/// Tournaments paid in an ERC20 token (the studio's stable token, which returns false on failure rather than
/// reverting). Entrants pay the fee into the prize pool; the host pays out the podium after the event.
contract TokenTournament {
    struct Cup {
        uint256 fee;
        uint256 pool;
        uint64 startsAt;
        bool paid;
    }

    IERC20 public immutable token;
    address public host;
    uint256 public cupCount;
    mapping(uint256 => Cup) public cups;
    mapping(uint256 => mapping(address => bool)) public registered;

    event Registered(uint256 indexed cup, address indexed player);
    event PaidOut(uint256 indexed cup, address first, address second, address third);

    constructor(IERC20 token_) public {
        token = token_;
        host = msg.sender;
    }

    function createCup(uint256 fee, uint64 startsAt) external returns (uint256 id) {
        require(msg.sender == host, "host");
        require(startsAt > block.timestamp, "start");
        id = ++cupCount;
        cups[id] = Cup(fee, 0, startsAt, false);
    }

    function register(uint256 id) external {
        Cup storage c = cups[id];
        require(c.startsAt != 0 && block.timestamp < c.startsAt, "closed");
        require(!registered[id][msg.sender], "registered");
        registered[id][msg.sender] = true;
        c.pool += c.fee;
        // <yes> <report> UNCHECKED_LL_CALLS
        token.transferFrom(msg.sender, address(this), c.fee);
        emit Registered(id, msg.sender);
    }

    function payout(uint256 id, address first, address second, address third) external {
        require(msg.sender == host, "host");
        Cup storage c = cups[id];
        require(!c.paid && block.timestamp >= c.startsAt, "state");
        require(registered[id][first] && registered[id][second] && registered[id][third], "podium");
        c.paid = true;
        uint256 pool = c.pool;
        require(token.transfer(first, pool * 50 / 100), "first");
        require(token.transfer(second, pool * 30 / 100), "second");
        require(token.transfer(third, pool - pool * 50 / 100 - pool * 30 / 100), "third");
        emit PaidOut(id, first, second, third);
    }
}
