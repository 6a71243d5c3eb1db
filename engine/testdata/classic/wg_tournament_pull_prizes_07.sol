// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }
}

/// Tournaments with an entry fee and prize splits in basis points that must add up to the whole pot. The
/// organiser posts the ranking once; each ranked player pulls their prize, and a cancelled event refunds fees.
contract PrizeSplitTournament {
    using SafeMath for uint256;

    struct Event {
        address organiser;
        uint256 fee;
        uint256 pot;
        uint16[] splitsBps;
        address[] ranking;
        bool ranked;
        bool cancelled;
    }

    uint256 public eventCount;
    mapping(uint256 => Event) internal events;
    mapping(uint256 => mapping(address => bool)) public entered;
    mapping(uint256 => mapping(address => bool)) public paid;

    event Entered(uint256 indexed id, address player);
    event Ranked(uint256 indexed id);
    event Paid(uint256 indexed id, address player, uint256 amount);

    function create(uint256 fee, uint16[] calldata splitsBps) external returns (uint256 id) {
        uint256 sum;
        for (uint256 i = 0; i < splitsBps.length && i < 10; i++) {
            sum = sum.add(splitsBps[i]);
        }
        require(splitsBps.length > 0 && splitsBps.length <= 10 && sum == 10000, "splits");
        id = ++eventCount;
        Event storage e = events[id];
        e.organiser = msg.sender;
        e.fee = fee;
        e.splitsBps = splitsBps;
    }

    function enter(uint256 id) external payable {
        Event storage e = events[id];
        require(e.organiser != address(0) && !e.ranked && !e.cancelled, "closed");
        require(!entered[id][msg.sender], "entered");
        require(msg.value == e.fee, "fee");
        entered[id][msg.sender] = true;
        e.pot = e.pot.add(msg.value);
        emit Entered(id, msg.sender);
    }

    function rank(uint256 id, address[] calldata ranking) external {
        Event storage e = events[id];
        require(msg.sender == e.organiser, "organiser");
        require(!e.ranked && !e.cancelled, "state");
        require(ranking.length == e.splitsBps.length, "ranking");
        for (uint256 i = 0; i < ranking.length; i++) {
            require(entered[id][ranking[i]], "not entered");
            for (uint256 j = 0; j < i; j++) {
                require(ranking[j] != ranking[i], "duplicate");
            }
        }
        e.ranking = ranking;
        e.ranked = true;
        emit Ranked(id);
    }

    function cancel(uint256 id) external {
        Event storage e = events[id];
        require(msg.sender == e.organiser && !e.ranked && !e.cancelled, "state");
        e.cancelled = true;
    }

    function claimPrize(uint256 id, uint256 place) external {
        Event storage e = events[id];
        require(e.ranked, "not ranked");
        require(e.ranking[place] == msg.sender, "place");
        require(!paid[id][msg.sender], "paid");
        paid[id][msg.sender] = true;
        uint256 amount = e.pot.mul(e.splitsBps[place]) / 10000;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "prize");
        emit Paid(id, msg.sender, amount);
    }

    function claimRefund(uint256 id) external {
        Event storage e = events[id];
        require(e.cancelled, "not cancelled");
        require(entered[id][msg.sender] && !paid[id][msg.sender], "refund");
        paid[id][msg.sender] = true;
        (bool ok, ) = msg.sender.call{value: e.fee}("");
        require(ok, "refund");
    }
}
