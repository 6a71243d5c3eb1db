pragma solidity ^0.8.0;

// The joining fee is pushed up the chain of sponsors, each link written by the member who joined: one upline
// that rejects ether blocks every join below it.
contract SponsorChain {
    mapping(address => address payable) public sponsor;
    mapping(address => bool) public member;

    constructor() {
        member[msg.sender] = true;
    }

    function join(address payable referrer) external payable {
        require(msg.value == 1 ether && member[referrer] && !member[msg.sender]);
        member[msg.sender] = true;
        sponsor[msg.sender] = referrer;
        uint256 share = msg.value / 2;
        address payable up = referrer;
        while (up != address(0) && share > 0) {
            up.transfer(share); // want "SponsorChain.join\\(\\) calls up inside a loop and reverts if it fails"
            up = sponsor[up];
            share /= 2;
        }
    }
}

// The same walk over a hierarchy only the owner builds: its receivers are the owner's choice.
contract OwnedHierarchy {
    address owner = msg.sender;
    mapping(address => address payable) public parent;

    function setParent(address child, address payable p) external {
        require(msg.sender == owner);
        parent[child] = p;
    }

    function pay(address payable start) external payable {
        uint256 share = msg.value / 2;
        address payable up = start;
        while (up != address(0) && share > 0) {
            up.transfer(share);
            up = parent[up];
            share /= 2;
        }
    }
}

// The caller's own list of receivers, which it can shorten: no chain of others' links.
contract CallerBatch {
    function payAll(address payable[] calldata to) external payable {
        for (uint256 i = 0; i < to.length; i++) {
            to[i].transfer(msg.value / to.length);
        }
    }
}
