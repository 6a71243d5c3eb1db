// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Seat holds with deposits: a hold expires after a fixed period; the holder completes or drops it before then,
/// and anyone may release an expired hold, whose deposit is forfeited to the venue.
contract SeatHoldBook {
    struct Hold {
        address holder;
        uint96 deposit;
        uint64 expiresAt;
    }

    address public immutable venue;
    uint96 public immutable depositAmount;
    uint256 public immutable seatPrice;
    uint64 public immutable holdPeriod;

    mapping(uint256 => Hold) public holds;
    mapping(uint256 => address) public seatOwner;
    uint256 public venueBalance;

    event Held(uint256 indexed seat, address indexed holder);
    event Dropped(uint256 indexed seat);
    event Completed(uint256 indexed seat, address indexed holder);
    event Released(uint256 indexed seat);

    constructor(uint96 deposit, uint256 price, uint64 period) {
        require(deposit < price, "deposit");
        venue = msg.sender;
        depositAmount = deposit;
        seatPrice = price;
        holdPeriod = period;
    }

    function hold(uint256 seat) external payable {
        require(seatOwner[seat] == address(0) && holds[seat].holder == address(0), "taken");
        require(msg.value == depositAmount, "deposit");
        holds[seat] = Hold(msg.sender, depositAmount, uint64(block.timestamp) + holdPeriod);
        emit Held(seat, msg.sender);
    }

    function complete(uint256 seat) external payable {
        Hold memory h = holds[seat];
        require(h.holder == msg.sender && block.timestamp <= h.expiresAt, "hold");
        require(msg.value + h.deposit == seatPrice, "value");
        delete holds[seat];
        seatOwner[seat] = msg.sender;
        venueBalance += seatPrice;
        emit Completed(seat, msg.sender);
    }

    function drop(uint256 seat) external {
        Hold memory h = holds[seat];
        require(h.holder == msg.sender && block.timestamp <= h.expiresAt, "hold");
        delete holds[seat];
        emit Dropped(seat);
        (bool ok, ) = payable(msg.sender).call{value: h.deposit}("");
        require(ok, "refund");
    }

    function release(uint256 seat) external {
        Hold memory h = holds[seat];
        require(h.holder != address(0) && block.timestamp > h.expiresAt, "active");
        delete holds[seat];
        venueBalance += h.deposit;
        emit Released(seat);
    }

    function withdraw(address payable to) external {
        require(msg.sender == venue, "venue");
        uint256 amount = venueBalance;
        venueBalance = 0;
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "withdraw");
    }
}
