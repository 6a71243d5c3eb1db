// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// Lots listed by the house for a seller at a reserve price: the seller and the starting amount are the house's
// decision, each bid replaces the amount with the ether paid in, and anyone may close a finished lot.
contract HouseLots {
    struct Lot {
        address payable seller;
        address payable leader;
        uint256 bid;
        uint256 endsAt;
        bool closed;
    }

    address public house = msg.sender;
    uint256 public immutable feeBps = 250;
    address payable public immutable feeTo;
    mapping(uint256 => Lot) public lots;
    uint256 public count;

    constructor(address payable feeTo_) {
        feeTo = feeTo_;
    }

    function list(address payable seller, uint256 reserve, uint256 duration) external returns (uint256 id) {
        require(msg.sender == house, "house");
        id = ++count;
        lots[id] = Lot(seller, payable(address(0)), reserve, block.timestamp + duration, false);
    }

    // Safe: the previous leader gets back the bid they paid in.
    function bid(uint256 id) external payable {
        Lot storage lot = lots[id];
        require(block.timestamp < lot.endsAt && msg.value > lot.bid, "bid");
        address payable previous = lot.leader;
        uint256 refund = lot.bid;
        lot.leader = payable(msg.sender);
        lot.bid = msg.value;
        if (previous != address(0)) {
            (bool ok, ) = previous.call{value: refund}("");
            require(ok, "refund");
        }
    }

    // Safe: the seller the house named gets the winning bid less a fixed-rate fee, once.
    function close(uint256 id) external {
        Lot storage lot = lots[id];
        require(block.timestamp >= lot.endsAt && !lot.closed, "open");
        lot.closed = true;
        if (lot.leader != address(0)) {
            uint256 fee = (lot.bid * feeBps) / 10_000;
            (bool okFee, ) = feeTo.call{value: fee}("");
            (bool ok, ) = lot.seller.call{value: lot.bid - fee}("");
            require(ok && okFee, "payout");
        }
    }
}

// Anyone lists a lot for any seller at any amount, paying nothing in: closing it pays out ether others bid.
contract OpenLots {
    struct Lot {
        address payable seller;
        uint256 bid;
        bool closed;
    }

    mapping(uint256 => Lot) public lots;
    uint256 public count;

    function list(address payable seller, uint256 amount) external returns (uint256 id) {
        id = ++count;
        lots[id] = Lot(seller, amount, false);
    }

    function bid(uint256 id) external payable {
        require(msg.value > lots[id].bid, "bid");
        lots[id].bid = msg.value;
    }

    function close(uint256 id) external { // want "OpenLots.close\\(\\) lets any caller send lot.bid - tip to lot.seller"
        Lot storage lot = lots[id];
        require(!lot.closed, "closed");
        lot.closed = true;
        uint256 tip = lot.bid / 100;
        lot.seller.transfer(lot.bid - tip);
    }
}
