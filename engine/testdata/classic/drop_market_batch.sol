// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

contract BatchDropMarket {
    struct Listing {
        address seller;
        uint96 price;
        bool sold;
    }

    mapping(uint256 => Listing) public listings;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public proceeds;
    uint256 private unlocked = 1;

    event Listed(uint256 indexed id, address seller, uint256 price);
    event Purchased(uint256 indexed id, address buyer, uint256 price);

    error Unavailable(uint256 id);
    error WrongPayment(uint256 expected, uint256 sent);

    modifier lock() {
        require(unlocked == 1, "locked");
        unlocked = 2;
        _;
        unlocked = 1;
    }

    function mintTo(address to, uint256 id) internal {
        ownerOf[id] = to;
    }

    function list(uint256 id, uint96 price) external {
        require(ownerOf[id] == msg.sender, "owner");
        listings[id] = Listing(msg.sender, price, false);
        emit Listed(id, msg.sender, price);
    }

    function buyMany(uint256[] calldata ids) external payable lock {
        uint256 total;
        for (uint256 i = 0; i < ids.length; i++) {
            total += _purchase(ids[i]);
        }
        if (msg.value != total) revert WrongPayment(total, msg.value);
    }

    function _purchase(uint256 id) internal returns (uint256 price) {
        Listing storage l = listings[id];
        if (l.sold || l.seller == address(0)) revert Unavailable(id);
        price = l.price;
        l.sold = true;
        ownerOf[id] = msg.sender;
        proceeds[l.seller] += price;
        emit Purchased(id, msg.sender, price);
    }

    function withdrawProceeds() external lock {
        uint256 amount = proceeds[msg.sender];
        proceeds[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send failed");
    }
}
