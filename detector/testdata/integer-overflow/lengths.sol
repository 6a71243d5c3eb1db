pragma solidity ^0.4.24;

// An array's length plus a small constant cannot wrap: gas keeps lengths far below 2^256.
contract Lengths {
    address[256] owners;
    uint public numOwners;
    struct Proposal {
        uint[] votes;
        uint numberOfVotes;
    }
    Proposal[] proposals;

    function init(address[] _owners) public {
        numOwners = _owners.length + 1;
    }

    function vote(uint id) public returns (uint voteID) {
        Proposal storage p = proposals[id];
        voteID = p.votes.length++;
        p.votes[voteID] = 1;
        p.numberOfVotes = voteID + 1;
    }

    // A length the code sets (0.4's length = n, length--) can be anything, or wrap to 2^256 - 1 first.
    Proposal[] resizable;
    uint total;

    function resize(uint k, uint n) public {
        resizable[k].votes.length = n;
    }

    function after(uint id) public returns (uint v) {
        Proposal storage p = resizable[id];
        v = p.votes.length;
        total = v + 1; // want "Lengths.after\\(\\): v \\+ 1 can overflow"
    }

    // Not a length: any value of the caller's.
    function plusOne(uint x) public pure returns (uint) {
        return x + 1; // want "Lengths.plusOne\\(\\): x \\+ 1 can overflow"
    }
}
