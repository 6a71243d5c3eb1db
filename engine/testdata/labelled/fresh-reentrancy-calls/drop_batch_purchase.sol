// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

contract DropMarket {
    struct Listing {
        address seller;
        uint256 price;
        bool sold;
    }

    mapping(uint256 => Listing) public listings;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public proceeds;

    event Purchased(uint256 indexed id, address buyer, uint256 price);

    function list(uint256 id, uint256 price) external {
        require(ownerOf[id] == msg.sender, "owner");
        listings[id] = Listing(msg.sender, price, false);
    }

    function buy(uint256 id) external payable {
        _purchase(id);
    }

    function buyMany(uint256[] calldata ids) external payable {
        for (uint256 i = 0; i < ids.length; i++) {
            _purchase(ids[i]);
        }
    }

    function _purchase(uint256 id) internal {
        Listing storage l = listings[id];
        require(!l.sold && l.seller != address(0), "unavailable");
        // <yes> <report> DENIAL_OF_SERVICE
        require(msg.value >= l.price, "insufficient payment");
        l.sold = true;
        ownerOf[id] = msg.sender;
        proceeds[l.seller] += l.price;
        emit Purchased(id, msg.sender, l.price);
    }

    function withdrawProceeds() external {
        uint256 amount = proceeds[msg.sender];
        proceeds[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send failed");
    }
}
