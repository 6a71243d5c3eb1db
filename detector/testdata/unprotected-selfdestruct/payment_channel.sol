pragma solidity ^0.5.0;

// Low: the Solidity docs' payment channel. Anyone may end an expired channel, but its ether goes back to the
// funder the constructor fixed.
contract SimplePaymentChannel {
    address payable public sender;
    address payable public recipient;
    uint256 public expiration;

    constructor (address payable _recipient, uint256 duration) public payable {
        sender = msg.sender;
        recipient = _recipient;
        expiration = now + duration;
    }

    function extend(uint256 newExpiration) public {
        require(msg.sender == sender);
        require(newExpiration > expiration);
        expiration = newExpiration;
    }

    function claimTimeout() public { // want "SimplePaymentChannel.claimTimeout\\(\\) lets any caller run selfdestruct\\(sender\\), though only once a condition holds and for the benefit of sender"
        require(now >= expiration);
        selfdestruct(sender);
    }
}

// Vulnerable: the beneficiary can be changed by anyone first.
contract LooseChannel {
    address payable public sender;
    uint256 public expiration;

    constructor (uint256 duration) public payable {
        sender = msg.sender;
        expiration = now + duration;
    }

    function setSender(address payable s) public {
        sender = s;
    }

    function claimTimeout() public { // want "LooseChannel.claimTimeout\\(\\) lets any caller run selfdestruct\\(sender\\)$"
        require(now >= expiration);
        selfdestruct(sender);
    }
}
