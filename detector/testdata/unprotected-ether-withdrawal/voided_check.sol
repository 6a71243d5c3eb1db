pragma solidity ^0.4.24;

// The fault is the misnamed constructor, which anyone can call to become the owner (unprotected-owner-change
// reports it); withdraw() checks the caller as it should, and is reported at low severity as its consequence.
contract Missing {
    address private owner;

    modifier onlyowner {
        require(msg.sender == owner);
        _;
    }

    function missing() public {
        owner = msg.sender;
    }

    function withdraw() public onlyowner { // want "Missing.withdraw\\(\\) lets any caller send this.balance to owner, since its check of the caller compares with an account any caller can set"
        owner.transfer(this.balance);
    }
}

// Safe: the same contract with its constructor.
contract Fixed {
    address private owner;

    modifier onlyowner {
        require(msg.sender == owner);
        _;
    }

    constructor() public {
        owner = msg.sender;
    }

    function withdraw() public onlyowner {
        owner.transfer(this.balance);
    }
}
