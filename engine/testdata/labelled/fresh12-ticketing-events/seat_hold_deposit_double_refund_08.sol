// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Reserved seating: a fan holds a seat by paying a deposit, and must complete the purchase before the hold
/// expires. A fan may drop the hold early and get the deposit back; an expired hold can be released by anyone,
/// and its deposit goes to the organiser.
contract SeatHolds {
    struct Hold {
        address holder;
        uint96 deposit;
        uint64 expiresAt;
    }

    address public immutable organiser;
    uint256 public immutable seatPrice;
    uint256 public immutable depositAmount;
    uint256 public immutable holdPeriod;

    mapping(uint256 => Hold) public holds;
    mapping(uint256 => address) public seatOwner;
    uint256 public forfeited;
    uint256 public sales;

    event Held(uint256 indexed seat, address indexed holder, uint256 expiresAt);
    event Dropped(uint256 indexed seat, address indexed holder);
    event Released(uint256 indexed seat);
    event Bought(uint256 indexed seat, address indexed buyer);

    constructor(uint256 price, uint256 deposit, uint256 period) {
        require(deposit < price, "deposit");
        organiser = msg.sender;
        seatPrice = price;
        depositAmount = deposit;
        holdPeriod = period;
    }

    function hold(uint256 seat) external payable {
        require(seatOwner[seat] == address(0), "sold");
        require(holds[seat].holder == address(0), "held");
        require(msg.value == depositAmount, "deposit");
        uint64 expiry = uint64(block.timestamp + holdPeriod);
        holds[seat] = Hold(msg.sender, uint96(msg.value), expiry);
        emit Held(seat, msg.sender, expiry);
    }

    function complete(uint256 seat) external payable {
        Hold memory h = holds[seat];
        require(h.holder == msg.sender, "holder");
        require(block.timestamp <= h.expiresAt, "expired");
        require(msg.value + h.deposit == seatPrice, "value");
        delete holds[seat];
        seatOwner[seat] = msg.sender;
        sales += seatPrice;
        emit Bought(seat, msg.sender);
    }

    function drop(uint256 seat) external {
        Hold storage h = holds[seat];
        require(h.holder == msg.sender, "holder");
        require(block.timestamp <= h.expiresAt, "expired");
        uint256 refund = h.deposit;
        emit Dropped(seat, msg.sender);
        // <yes> <report> OTHER
        (bool ok, ) = msg.sender.call{value: refund}("");
        require(ok, "refund");
    }

    function release(uint256 seat) external {
        Hold memory h = holds[seat];
        require(h.holder != address(0), "no hold");
        require(block.timestamp > h.expiresAt, "active");
        delete holds[seat];
        forfeited += h.deposit;
        emit Released(seat);
    }

    function withdrawProceeds() external {
        require(msg.sender == organiser, "organiser");
        uint256 amount = sales + forfeited;
        sales = 0;
        forfeited = 0;
        (bool ok, ) = payable(organiser).call{value: amount}("");
        require(ok, "withdraw");
    }
}
