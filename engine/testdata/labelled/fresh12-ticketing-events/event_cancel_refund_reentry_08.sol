// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// Primary sale of general-admission tickets paid in ether. When the organiser cancels the event, every holder
/// can claim back what they paid for their tickets.
contract GeneralAdmissionSale {
    struct EventInfo {
        address organiser;
        uint128 price;
        uint32 capacity;
        uint32 sold;
        uint64 startsAt;
        bool cancelled;
        bool settled;
    }

    uint256 public nextEventId;
    mapping(uint256 => EventInfo) public events;
    mapping(uint256 => mapping(address => uint256)) public ticketsOf;
    mapping(uint256 => mapping(address => uint256)) public paidBy;

    event EventCreated(uint256 indexed id, address indexed organiser, uint256 price, uint256 capacity);
    event TicketsBought(uint256 indexed id, address indexed buyer, uint256 quantity);
    event EventCancelled(uint256 indexed id);
    event Refunded(uint256 indexed id, address indexed holder, uint256 amount);

    function createEvent(uint128 price, uint32 capacity, uint64 startsAt) external returns (uint256 id) {
        require(capacity > 0, "capacity");
        require(startsAt > block.timestamp, "past");
        id = nextEventId++;
        events[id] = EventInfo(msg.sender, price, capacity, 0, startsAt, false, false);
        emit EventCreated(id, msg.sender, price, capacity);
    }

    function buy(uint256 id, uint32 quantity) external payable {
        EventInfo storage e = events[id];
        require(e.organiser != address(0), "no event");
        require(!e.cancelled, "cancelled");
        require(block.timestamp < e.startsAt, "started");
        require(quantity > 0 && e.sold + quantity <= e.capacity, "sold out");
        require(msg.value == uint256(e.price) * quantity, "price");
        e.sold += quantity;
        ticketsOf[id][msg.sender] += quantity;
        paidBy[id][msg.sender] += msg.value;
        emit TicketsBought(id, msg.sender, quantity);
    }

    function cancel(uint256 id) external {
        EventInfo storage e = events[id];
        require(msg.sender == e.organiser, "organiser");
        require(!e.settled, "settled");
        require(block.timestamp < e.startsAt, "started");
        e.cancelled = true;
        emit EventCancelled(id);
    }

    function claimRefund(uint256 id) external {
        require(events[id].cancelled, "not cancelled");
        uint256 amount = paidBy[id][msg.sender];
        require(amount > 0, "nothing");
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "refund failed");
        paidBy[id][msg.sender] = 0;
        ticketsOf[id][msg.sender] = 0;
        emit Refunded(id, msg.sender, amount);
    }

    function settle(uint256 id) external {
        EventInfo storage e = events[id];
        require(msg.sender == e.organiser, "organiser");
        require(!e.cancelled && !e.settled, "state");
        require(block.timestamp > e.startsAt + 1 days, "too early");
        e.settled = true;
        uint256 proceeds = uint256(e.price) * e.sold;
        (bool ok, ) = payable(e.organiser).call{value: proceeds}("");
        require(ok, "payout failed");
    }
}
