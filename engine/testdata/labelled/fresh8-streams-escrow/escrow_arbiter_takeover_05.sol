pragma solidity ^0.5.12;

/// Freelance escrow: a client funds milestones and an arbiter resolves disputes by splitting the
/// funds. The arbiter can be replaced when both parties agree.
contract FreelanceEscrow {
    address payable public client;
    address payable public freelancer;
    address public arbiter;
    uint256 public funded;
    bool public disputed;

    constructor(address payable _freelancer, address _arbiter) public payable {
        client = msg.sender;
        freelancer = _freelancer;
        arbiter = _arbiter;
        funded = msg.value;
    }

    function raiseDispute() external {
        require(msg.sender == client || msg.sender == freelancer, "party");
        disputed = true;
    }

    function changeArbiter(address newArbiter) external {
        require(newArbiter != address(0), "zero");
        // <yes> <report> ACCESS_CONTROL
        arbiter = newArbiter;
    }

    function resolve(uint256 toFreelancer) external {
        require(msg.sender == arbiter, "arbiter");
        require(disputed, "no dispute");
        require(toFreelancer <= funded, "too much");
        uint256 toClient = funded - toFreelancer;
        funded = 0;
        disputed = false;
        freelancer.transfer(toFreelancer);
        client.transfer(toClient);
    }
}
