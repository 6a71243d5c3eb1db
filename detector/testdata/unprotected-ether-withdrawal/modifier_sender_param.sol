pragma solidity ^0.4.24;

// A modifier taking the account to check: applied with msg.sender it checks the caller (Gnosis' ownerExists),
// applied with a parameter it checks whatever account the caller names.
contract OwnersWallet {
    mapping(address => bool) public isOwner;

    struct Payment {
        address to;
        uint value;
        bool done;
    }

    mapping(uint => Payment) public payments;
    uint public count;

    modifier ownerExists(address owner) {
        require(isOwner[owner]);
        _;
    }

    constructor(address[] _owners) public {
        for (uint i = 0; i < _owners.length; i++) {
            isOwner[_owners[i]] = true;
        }
    }

    function() public payable {}

    function propose(address to, uint value) public ownerExists(msg.sender) returns (uint id) {
        id = count++;
        payments[id] = Payment(to, value, false);
    }

    function execute(uint id) public ownerExists(msg.sender) {
        Payment storage p = payments[id];
        require(!p.done);
        p.done = true;
        p.to.transfer(p.value);
    }

    function withdraw(address to, uint value) public ownerExists(msg.sender) {
        to.transfer(value);
    }

    function withdrawFor(address owner, address to, uint value) public ownerExists(owner) { // want "OwnersWallet.withdrawFor\\(\\) lets any caller send value to to"
        to.transfer(value);
    }
}
