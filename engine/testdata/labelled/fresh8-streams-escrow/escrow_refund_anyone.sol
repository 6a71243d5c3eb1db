// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Marketplace escrow: the buyer deposits, the arbiter settles disputes. A refund sends the deposit
/// back to the buyer and a release pays the seller.
contract MarketplaceEscrow {
    enum State { None, Funded, Released, Refunded }

    struct Deal {
        address payable buyer;
        address payable seller;
        address arbiter;
        uint256 amount;
        State state;
    }

    mapping(uint256 => Deal) public deals;
    uint256 public dealCount;

    event Funded(uint256 indexed id, uint256 amount);
    event Released(uint256 indexed id);
    event Refunded(uint256 indexed id);

    function open(address payable seller, address arbiter) external payable returns (uint256 id) {
        require(msg.value > 0, "amount");
        id = ++dealCount;
        deals[id] = Deal(payable(msg.sender), seller, arbiter, msg.value, State.Funded);
        emit Funded(id, msg.value);
    }

    function release(uint256 id) external {
        Deal storage d = deals[id];
        require(msg.sender == d.buyer || msg.sender == d.arbiter, "buyer or arbiter");
        require(d.state == State.Funded, "state");
        d.state = State.Released;
        (bool ok, ) = d.seller.call{value: d.amount}("");
        require(ok, "pay seller");
        emit Released(id);
    }

    /// The seller or the arbiter may refund the buyer.
    function refund(uint256 id, address payable to) external {
        Deal storage d = deals[id];
        require(msg.sender == d.seller || msg.sender == d.arbiter || msg.sender == d.buyer, "party");
        require(d.state == State.Funded, "state");
        d.state = State.Refunded;
        // <yes> <report> ACCESS_CONTROL
        (bool ok, ) = to.call{value: d.amount}("");
        require(ok, "refund");
        emit Refunded(id);
    }
}
