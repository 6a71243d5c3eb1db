// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// Escrowed invoices in ether with an arbiter: every path that pays out moves the invoice to a final state
/// first, and balances are credited for withdrawal rather than pushed.
contract ArbitratedInvoices {
    enum State { None, Funded, Disputed, Closed }

    struct Invoice {
        address payer;
        address payee;
        uint256 amount;
        State state;
    }

    address public immutable arbiter;
    uint256 public count;
    mapping(uint256 => Invoice) public invoices;
    mapping(address => uint256) public credit;

    event Funded(uint256 indexed id, address payer, address payee, uint256 amount);
    event Closed(uint256 indexed id, uint256 toPayee, uint256 toPayer);

    constructor(address _arbiter) {
        require(_arbiter != address(0), "arbiter");
        arbiter = _arbiter;
    }

    function fund(address payee) external payable returns (uint256 id) {
        require(msg.value > 0, "amount");
        require(payee != address(0) && payee != msg.sender, "payee");
        id = ++count;
        invoices[id] = Invoice(msg.sender, payee, msg.value, State.Funded);
        emit Funded(id, msg.sender, payee, msg.value);
    }

    function release(uint256 id) external {
        Invoice storage inv = invoices[id];
        require(msg.sender == inv.payer, "payer");
        require(inv.state == State.Funded, "state");
        inv.state = State.Closed;
        credit[inv.payee] += inv.amount;
        emit Closed(id, inv.amount, 0);
    }

    function dispute(uint256 id) external {
        Invoice storage inv = invoices[id];
        require(msg.sender == inv.payer || msg.sender == inv.payee, "party");
        require(inv.state == State.Funded, "state");
        inv.state = State.Disputed;
    }

    function resolve(uint256 id, uint256 payeeBps) external {
        require(msg.sender == arbiter, "arbiter");
        require(payeeBps <= 10000, "bps");
        Invoice storage inv = invoices[id];
        require(inv.state == State.Disputed, "state");
        inv.state = State.Closed;
        uint256 toPayee = (inv.amount * payeeBps) / 10000;
        uint256 toPayer = inv.amount - toPayee;
        credit[inv.payee] += toPayee;
        credit[inv.payer] += toPayer;
        emit Closed(id, toPayee, toPayer);
    }

    function withdraw() external {
        uint256 amount = credit[msg.sender];
        require(amount > 0, "nothing");
        credit[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send failed");
    }
}
