// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Escrow with a buyer, a seller and an arbiter: the buyer or the arbiter releases to the seller, the
/// seller or the arbiter refunds the buyer; each deal settles once and payees pull their ETH.
contract ArbiterEscrow {
    enum State { None, Funded, Released, Refunded }

    struct Deal {
        address buyer;
        address seller;
        address arbiter;
        uint256 amount;
        State state;
    }

    mapping(uint256 => Deal) public deals;
    mapping(address => uint256) public credit;
    uint256 public dealCount;

    event Opened(uint256 indexed id, address buyer, address seller, uint256 amount);
    event Settled(uint256 indexed id, State state);

    function open(address seller, address arbiter) external payable returns (uint256 id) {
        require(msg.value > 0, "amount");
        require(seller != address(0) && arbiter != address(0), "zero");
        id = ++dealCount;
        deals[id] = Deal(msg.sender, seller, arbiter, msg.value, State.Funded);
        emit Opened(id, msg.sender, seller, msg.value);
    }

    function release(uint256 id) external {
        Deal storage d = deals[id];
        require(msg.sender == d.buyer || msg.sender == d.arbiter, "buyer or arbiter");
        require(d.state == State.Funded, "state");
        d.state = State.Released;
        credit[d.seller] += d.amount;
        emit Settled(id, State.Released);
    }

    function refund(uint256 id) external {
        Deal storage d = deals[id];
        require(msg.sender == d.seller || msg.sender == d.arbiter, "seller or arbiter");
        require(d.state == State.Funded, "state");
        d.state = State.Refunded;
        credit[d.buyer] += d.amount;
        emit Settled(id, State.Refunded);
    }

    function withdraw() external {
        uint256 amount = credit[msg.sender];
        require(amount > 0, "nothing");
        credit[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "send");
    }
}
