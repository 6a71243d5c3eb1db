// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// First-come waitlist for returned tickets. Joining is free; when a ticket is returned, the organiser offers it
/// to the fan at the head of the queue, who has a fixed window to pay before the offer passes on.
contract ReturnsWaitlist {
    struct Offer {
        address fan;
        uint64 expiresAt;
        bool open;
    }

    address public immutable organiser;
    uint256 public immutable price;
    uint256 public constant OFFER_WINDOW = 2 hours;

    address[] public queue;
    mapping(address => bool) public waiting;
    mapping(uint256 => Offer) public offers;
    mapping(uint256 => address) public holderOf;
    uint256 public returnedTickets;

    event Joined(address indexed fan, uint256 position);
    event Left(address indexed fan);
    event Offered(uint256 indexed ticket, address indexed fan);
    event Accepted(uint256 indexed ticket, address indexed fan);

    constructor(uint256 _price) {
        organiser = msg.sender;
        price = _price;
    }

    function join() external {
        require(!waiting[msg.sender], "waiting");
        waiting[msg.sender] = true;
        queue.push(msg.sender);
        emit Joined(msg.sender, queue.length - 1);
    }

    function leave() external {
        require(waiting[msg.sender], "not waiting");
        waiting[msg.sender] = false;
        emit Left(msg.sender);
    }

    function nextInLine() public view returns (address) {
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < queue.length; i++) {
            if (waiting[queue[i]]) {
                return queue[i];
            }
        }
        return address(0);
    }

    function offerReturned(uint256 ticket) external {
        require(msg.sender == organiser, "organiser");
        require(!offers[ticket].open && holderOf[ticket] == address(0), "taken");
        address fan = nextInLine();
        require(fan != address(0), "empty");
        waiting[fan] = false;
        offers[ticket] = Offer(fan, uint64(block.timestamp + OFFER_WINDOW), true);
        returnedTickets += 1;
        emit Offered(ticket, fan);
    }

    function accept(uint256 ticket) external payable {
        Offer storage o = offers[ticket];
        require(o.open && o.fan == msg.sender, "offer");
        require(block.timestamp <= o.expiresAt, "expired");
        require(msg.value == price, "price");
        o.open = false;
        holderOf[ticket] = msg.sender;
        emit Accepted(ticket, msg.sender);
    }

    function lapse(uint256 ticket) external {
        Offer storage o = offers[ticket];
        require(o.open && block.timestamp > o.expiresAt, "active");
        o.open = false;
    }

    function withdraw() external {
        require(msg.sender == organiser, "organiser");
        (bool ok, ) = payable(organiser).call{value: address(this).balance}("");
        require(ok, "withdraw");
    }
}
