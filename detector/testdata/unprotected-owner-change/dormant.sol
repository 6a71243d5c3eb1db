pragma solidity ^0.4.15;

// Vulnerable: onlyowner is applied nowhere yet, but it is the contract's access check, and anyone can make
// themselves the owner it admits (SmartBugs' unprotected0).
contract Unprotected {
    address private owner;

    modifier onlyowner {
        require(msg.sender == owner);
        _;
    }

    function Unprotected() public {
        owner = msg.sender;
    }

    function changeOwner(address _newOwner) public { // want "Unprotected.changeOwner\\(\\) lets any caller set owner, which modifier onlyowner \\(line 9\\) compares with the caller; no function applies it yet"
        owner = _newOwner;
    }
}

// Safe: the same contract with the setter behind its own check.
contract Protected {
    address private owner;

    modifier onlyowner {
        if (msg.sender != owner) revert();
        _;
    }

    function Protected() public {
        owner = msg.sender;
    }

    function changeOwner(address _newOwner) public {
        require(msg.sender == owner);
        owner = _newOwner;
    }
}

// Safe: a modifier that checks nothing about the caller is no access check.
contract Paused {
    bool paused;
    address keeper;

    modifier whenNotPaused {
        require(!paused);
        _;
    }

    function setKeeper(address k) public {
        keeper = k;
    }
}
