// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Table reservations for a club night paid in an 18-decimal stablecoin: a party reserves a table with a deposit
/// of any size (larger deposits move a party up the priority list), and the deposit is returned in full when the
/// party checks in, or when the club cancels. A no-show forfeits it.
contract TableReservations {
    struct Reservation {
        address party;
        uint64 nightId;
        uint32 tableId;
        uint96 deposit;
        uint64 expiresAt;
        bool settled;
    }

    IERC20 public immutable token;
    address public immutable club;
    uint256 public minDeposit;
    uint256 public nextId;
    uint256 public forfeitedTotal;
    mapping(uint256 => Reservation) public reservations;
    mapping(uint64 => bool) public nightCancelled;

    event Reserved(uint256 indexed id, address indexed party, uint256 deposit);
    event Settled(uint256 indexed id, bool refunded);

    constructor(IERC20 _token, uint256 _minDeposit) {
        token = _token;
        club = msg.sender;
        minDeposit = _minDeposit;
    }

    function reserve(uint64 nightId, uint32 tableId, uint256 deposit, uint64 expiresAt) external returns (uint256 id) {
        require(deposit >= minDeposit, "deposit");
        require(expiresAt > block.timestamp, "expiry");
        require(!nightCancelled[nightId], "cancelled");
        require(token.transferFrom(msg.sender, address(this), deposit), "payment");
        id = nextId++;
        // <yes> <report> ARITHMETIC
        reservations[id] = Reservation(msg.sender, nightId, tableId, uint96(deposit), expiresAt, false);
        emit Reserved(id, msg.sender, deposit);
    }

    function cancelNight(uint64 nightId) external {
        require(msg.sender == club, "club");
        nightCancelled[nightId] = true;
    }

    function checkIn(uint256 id) external {
        require(msg.sender == club, "club");
        Reservation storage r = reservations[id];
        require(!r.settled, "settled");
        require(block.timestamp <= r.expiresAt, "expired");
        r.settled = true;
        require(token.transfer(r.party, r.deposit), "refund");
        emit Settled(id, true);
    }

    function refundCancelled(uint256 id) external {
        Reservation storage r = reservations[id];
        require(r.party == msg.sender, "party");
        require(nightCancelled[r.nightId] && !r.settled, "state");
        r.settled = true;
        require(token.transfer(msg.sender, r.deposit), "refund");
        emit Settled(id, true);
    }

    function forfeit(uint256 id) external {
        require(msg.sender == club, "club");
        Reservation storage r = reservations[id];
        require(!r.settled && block.timestamp > r.expiresAt, "state");
        require(!nightCancelled[r.nightId], "cancelled");
        r.settled = true;
        forfeitedTotal += r.deposit;
        emit Settled(id, false);
    }

    function withdrawForfeited(address to) external {
        require(msg.sender == club, "club");
        uint256 amount = forfeitedTotal;
        forfeitedTotal = 0;
        require(token.transfer(to, amount), "transfer");
    }
}
