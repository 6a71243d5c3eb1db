// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Primary ticket sale with pull refunds: if the organiser cancels, each holder withdraws what they paid; if the
/// event takes place, the organiser is paid once, a day after the start.
contract PullRefundTicketSale {
    address payable public immutable organiser;
    uint256 public immutable price;
    uint256 public immutable capacity;
    uint256 public immutable startsAt;

    uint256 public sold;
    bool public cancelled;
    bool public paidOut;
    bool private locked;
    mapping(address => uint256) public paid;
    mapping(address => uint256) public ticketsOf;

    event Bought(address indexed fan, uint256 quantity);
    event Cancelled();
    event Refunded(address indexed fan, uint256 amount);

    error NotOrganiser();

    modifier onlyOrganiser() {
        if (msg.sender != organiser) revert NotOrganiser();
        _;
    }

    modifier nonReentrant() {
        require(!locked, "reentrant");
        locked = true;
        _;
        locked = false;
    }

    constructor(uint256 price_, uint256 capacity_, uint256 startsAt_) {
        require(startsAt_ > block.timestamp, "past");
        organiser = payable(msg.sender);
        price = price_;
        capacity = capacity_;
        startsAt = startsAt_;
    }

    function buy(uint256 quantity) external payable {
        require(!cancelled && block.timestamp < startsAt, "closed");
        require(quantity > 0 && sold + quantity <= capacity, "sold out");
        require(msg.value == price * quantity, "value");
        sold += quantity;
        ticketsOf[msg.sender] += quantity;
        paid[msg.sender] += msg.value;
        emit Bought(msg.sender, quantity);
    }

    function cancel() external onlyOrganiser {
        require(!paidOut && block.timestamp < startsAt, "too late");
        cancelled = true;
        emit Cancelled();
    }

    function refund() external nonReentrant {
        require(cancelled, "not cancelled");
        uint256 amount = paid[msg.sender];
        require(amount > 0, "nothing");
        paid[msg.sender] = 0;
        ticketsOf[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "refund");
        emit Refunded(msg.sender, amount);
    }

    function payout() external onlyOrganiser nonReentrant {
        require(!cancelled && !paidOut, "state");
        require(block.timestamp >= startsAt + 1 days, "too early");
        paidOut = true;
        (bool ok, ) = organiser.call{value: address(this).balance}("");
        require(ok, "payout");
    }
}
