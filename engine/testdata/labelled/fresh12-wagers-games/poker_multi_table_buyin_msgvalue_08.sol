// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Sit-and-go poker tables with a fixed buy-in each. A player can join several tables in one transaction; the
/// table's chips are held here until the table's dealer reports the finishing order.
contract SitAndGo {
    struct Table {
        uint256 buyIn;
        uint8 seats;
        uint8 taken;
        bool finished;
        address dealer;
    }

    address public immutable operator;
    Table[] public tables;
    mapping(uint256 => mapping(address => bool)) public seated;
    mapping(uint256 => uint256) public chips;
    mapping(address => uint256) public cashable;

    event Joined(uint256 indexed table, address indexed player);
    event Finished(uint256 indexed table, address winner, address runnerUp);

    constructor() {
        operator = msg.sender;
    }

    function openTable(uint256 buyIn, uint8 seats, address dealer) external returns (uint256 id) {
        require(msg.sender == operator, "operator");
        require(seats >= 2 && seats <= 10 && buyIn > 0, "table");
        id = tables.length;
        tables.push(Table(buyIn, seats, 0, false, dealer));
    }

    function joinTables(uint256[] calldata ids) external payable {
        for (uint256 i = 0; i < ids.length; i++) {
            Table storage t = tables[ids[i]];
            require(!t.finished && t.taken < t.seats, "full");
            require(!seated[ids[i]][msg.sender], "seated");
            // <yes> <report> OTHER
            require(msg.value >= t.buyIn, "buy-in");
            seated[ids[i]][msg.sender] = true;
            t.taken++;
            chips[ids[i]] += t.buyIn;
            emit Joined(ids[i], msg.sender);
        }
    }

    function finish(uint256 id, address winner, address runnerUp) external {
        Table storage t = tables[id];
        require(msg.sender == t.dealer, "dealer");
        require(!t.finished && t.taken == t.seats, "state");
        require(seated[id][winner] && seated[id][runnerUp] && winner != runnerUp, "players");
        t.finished = true;
        uint256 pot = chips[id];
        chips[id] = 0;
        uint256 first = (pot * 65) / 100;
        cashable[winner] += first;
        cashable[runnerUp] += pot - first;
        emit Finished(id, winner, runnerUp);
    }

    function cashOut() external {
        uint256 amount = cashable[msg.sender];
        require(amount > 0, "nothing");
        cashable[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "cash out");
    }
}
