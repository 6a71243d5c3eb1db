// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Escrowed freelance invoices: the client funds an invoice, the freelancer delivers, the client releases.
/// In a dispute the platform's arbiter splits the escrow between the two.
contract InvoiceEscrow {
    enum Status { None, Funded, Released, Disputed, Resolved }

    struct Invoice {
        address payable client;
        address payable freelancer;
        uint256 amount;
        Status status;
    }

    address public arbiter;
    uint256 public invoiceCount;
    mapping(uint256 => Invoice) public invoices;

    event Funded(uint256 indexed id, address client, address freelancer, uint256 amount);
    event Released(uint256 indexed id);
    event Disputed(uint256 indexed id);
    event Resolved(uint256 indexed id, uint256 toFreelancer, uint256 toClient);

    constructor(address _arbiter) public {
        arbiter = _arbiter;
    }

    function fund(address payable freelancer) external payable returns (uint256 id) {
        require(msg.value > 0, "empty");
        require(freelancer != address(0) && freelancer != msg.sender, "freelancer");
        id = ++invoiceCount;
        invoices[id] = Invoice(msg.sender, freelancer, msg.value, Status.Funded);
        emit Funded(id, msg.sender, freelancer, msg.value);
    }

    function release(uint256 id) external {
        Invoice storage inv = invoices[id];
        require(msg.sender == inv.client, "client");
        require(inv.status == Status.Funded, "status");
        inv.status = Status.Released;
        inv.freelancer.transfer(inv.amount);
        emit Released(id);
    }

    function dispute(uint256 id) external {
        Invoice storage inv = invoices[id];
        require(msg.sender == inv.client || msg.sender == inv.freelancer, "party");
        require(inv.status == Status.Funded, "status");
        inv.status = Status.Disputed;
        emit Disputed(id);
    }

    /// The arbiter's ruling: `freelancerBps` of the escrow to the freelancer, the rest back to the client.
    function resolve(uint256 id, uint256 freelancerBps) external {
        require(msg.sender == arbiter, "arbiter");
        Invoice storage inv = invoices[id];
        require(inv.status == Status.Disputed || inv.status == Status.Resolved, "not disputed");
        require(freelancerBps <= 10000, "bps");
        uint256 toFreelancer = inv.amount * freelancerBps / 10000;
        uint256 toClient = inv.amount - toFreelancer;
        inv.status = Status.Resolved;
        inv.freelancer.transfer(toFreelancer);
        // <yes> <report> OTHER
        inv.client.transfer(toClient);
        emit Resolved(id, toFreelancer, toClient);
    }
}
