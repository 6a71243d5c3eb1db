pragma solidity ^0.8.0;

// Comparing tx.origin with msg.sender tells contracts from accounts; it is no access check.
contract ContractOnly {
    address public owner;
    uint public fee;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    modifier onlyAccounts() {
        require(tx.origin == msg.sender);
        _;
    }

    function setFee(uint f) public onlyOwner {
        fee = f;
    }

    function claim(address to) public { // want "ContractOnly.claim\\(\\) lets any caller set owner"
        require(msg.sender != tx.origin);
        owner = to;
    }

    function claimFromAccount() public onlyAccounts { // want "ContractOnly.claimFromAccount\\(\\) lets any caller set owner"
        owner = msg.sender;
    }

    function claimIf(address to) public { // want "ContractOnly.claimIf\\(\\) lets any caller set owner"
        if (tx.origin != msg.sender) {
            owner = to;
        }
    }

    // Safe: a real caller check as well.
    function handOver(address to) public onlyOwner onlyAccounts {
        owner = to;
    }
}
