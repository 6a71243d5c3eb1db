// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Multi-lot auction of 2021: the house lists lots, bidders outbid each other and the previous leader is
/// refunded with a low-level call that must succeed.
contract LotAuction {
    struct Lot {
        address payable seller;
        address payable leader;
        uint256 bid;
        uint256 endsAt;
        bool closed;
    }

    address public house;
    uint256 public lotCount;
    mapping(uint256 => Lot) public lots;

    modifier onlyHouse() {
        require(msg.sender == house, "!house");
        _;
    }

    constructor() public {
        house = msg.sender;
    }

    function list(address payable seller, uint256 reserve, uint256 duration) external onlyHouse returns (uint256 id) {
        id = ++lotCount;
        lots[id] = Lot(seller, address(0), reserve, now + duration, false);
    }

    function bid(uint256 id) external payable {
        Lot storage lot = lots[id];
        require(now < lot.endsAt, "closed");
        require(msg.value > lot.bid, "low");
        address payable previous = lot.leader;
        uint256 refund = lot.bid;
        lot.leader = msg.sender;
        lot.bid = msg.value;
        if (previous != address(0)) {
            // <yes> <report> DENIAL_OF_SERVICE
            (bool ok, ) = previous.call{value: refund}("");
            require(ok, "refund failed");
        }
    }

    function close(uint256 id) external {
        Lot storage lot = lots[id];
        require(now >= lot.endsAt && !lot.closed, "open");
        lot.closed = true;
        if (lot.leader != address(0)) {
            (bool ok, ) = lot.seller.call{value: lot.bid}("");
            require(ok, "payout failed");
        }
    }
}
