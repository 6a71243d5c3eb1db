pragma solidity ^0.4.24;

// The fault is the misnamed constructor, which anyone can call to become the owner (unprotected-owner-change
// reports it); kill() checks the caller as it should, and is reported at low severity as its consequence.
contract Missing {
    address private owner;

    modifier onlyowner {
        require(msg.sender == owner);
        _;
    }

    function missing() public {
        owner = msg.sender;
    }

    function kill() public onlyowner { // want "Missing.kill\\(\\) lets any caller run selfdestruct\\(owner\\), since its check of the caller compares with an account any caller can set"
        selfdestruct(owner);
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

    function kill() public onlyowner {
        selfdestruct(owner);
    }
}
