// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Per-event ticket contracts deployed as minimal clones by a factory: the factory clones the implementation and
/// initialises the clone with the organiser, the price and the capacity in the same transaction.
contract EventTicketClone {
    address public organiser;
    uint256 public price;
    uint256 public capacity;
    uint256 public sold;
    uint256 public eventDate;
    bool private initialised;

    mapping(uint256 => address) public holderOf;

    event Initialised(address indexed organiser, uint256 price, uint256 capacity);
    event TicketMinted(uint256 indexed id, address indexed buyer);

    function initialize(address _organiser, uint256 _price, uint256 _capacity, uint256 _eventDate) external {
        require(_organiser != address(0), "organiser");
        require(_eventDate > block.timestamp, "date");
        // <yes> <report> ACCESS_CONTROL
        organiser = _organiser;
        price = _price;
        capacity = _capacity;
        eventDate = _eventDate;
        initialised = true;
        emit Initialised(_organiser, _price, _capacity);
    }

    function mint() external payable returns (uint256 id) {
        require(initialised, "not initialised");
        require(block.timestamp < eventDate, "over");
        require(sold < capacity, "sold out");
        require(msg.value == price, "price");
        id = ++sold;
        holderOf[id] = msg.sender;
        emit TicketMinted(id, msg.sender);
    }

    function withdraw() external {
        require(msg.sender == organiser, "organiser");
        require(block.timestamp > eventDate, "before event");
        (bool ok, ) = payable(organiser).call{value: address(this).balance}("");
        require(ok, "withdraw");
    }
}

contract EventTicketFactory {
    address public immutable implementation;
    address[] public allEvents;

    event EventDeployed(address indexed clone, address indexed organiser);

    constructor() {
        implementation = address(new EventTicketClone());
    }

    function createEvent(uint256 price, uint256 capacity, uint256 eventDate) external returns (address clone) {
        bytes20 target = bytes20(implementation);
        assembly {
            let ptr := mload(0x40)
            mstore(ptr, 0x3d602d80600a3d3981f3363d3d373d3d3d363d73000000000000000000000000)
            mstore(add(ptr, 0x14), target)
            mstore(add(ptr, 0x28), 0x5af43d82803e903d91602b57fd5bf30000000000000000000000000000000000)
            clone := create(0, ptr, 0x37)
        }
        require(clone != address(0), "clone");
        EventTicketClone(clone).initialize(msg.sender, price, capacity, eventDate);
        allEvents.push(clone);
        emit EventDeployed(clone, msg.sender);
    }
}
