// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Shopping cart for a festival: a fan buys tickets for several stages and days in one transaction. Each line of
/// the cart names an event and a quantity; the contract checks the payment and records the tickets.
contract FestivalCart {
    struct Show {
        uint128 price;
        uint64 capacity;
        uint64 sold;
        bool open;
    }

    struct Line {
        uint256 showId;
        uint64 quantity;
    }

    address payable public immutable treasury;
    address public immutable admin;
    mapping(uint256 => Show) public shows;
    mapping(uint256 => mapping(address => uint256)) public ticketsOf;

    event ShowAdded(uint256 indexed showId, uint256 price, uint256 capacity);
    event Bought(address indexed fan, uint256 indexed showId, uint256 quantity);

    constructor(address payable _treasury) {
        treasury = _treasury;
        admin = msg.sender;
    }

    function addShow(uint256 showId, uint128 price, uint64 capacity) external {
        require(msg.sender == admin, "admin");
        require(shows[showId].capacity == 0, "exists");
        shows[showId] = Show(price, capacity, 0, true);
        emit ShowAdded(showId, price, capacity);
    }

    function closeShow(uint256 showId) external {
        require(msg.sender == admin, "admin");
        shows[showId].open = false;
    }

    function checkout(Line[] calldata cart) external payable {
        require(cart.length > 0 && cart.length <= 16, "cart");
        for (uint256 i = 0; i < cart.length; i++) {
            Show storage s = shows[cart[i].showId];
            require(s.open, "closed");
            require(s.sold + cart[i].quantity <= s.capacity, "sold out");
            // <yes> <report> DENIAL_OF_SERVICE
            require(msg.value >= uint256(s.price) * cart[i].quantity, "payment");
            s.sold += cart[i].quantity;
            ticketsOf[cart[i].showId][msg.sender] += cart[i].quantity;
            emit Bought(msg.sender, cart[i].showId, cart[i].quantity);
        }
    }

    function sweep() external {
        require(msg.sender == admin, "admin");
        (bool ok, ) = treasury.call{value: address(this).balance}("");
        require(ok, "sweep");
    }
}
