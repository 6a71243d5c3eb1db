pragma solidity ^0.4.21;

/// Giveaway of 2018: entrants register, and when the pot closes every entrant gets an equal share.
/// Shares are sent with `send` in one loop over all entrants, its results ignored.
contract Giveaway {
    address public host;
    address[] public entrants;
    mapping(address => bool) public entered;
    bool public finished;

    function Giveaway() public payable {
        host = msg.sender;
    }

    function enter() public {
        require(!finished);
        require(!entered[msg.sender]);
        entered[msg.sender] = true;
        entrants.push(msg.sender);
    }

    function finish() public {
        require(msg.sender == host);
        require(!finished);
        finished = true;
        uint share = this.balance / entrants.length;
        for (uint i = 0; i < entrants.length; i++) {
            // <yes> <report> UNCHECKED_LL_CALLS
            entrants[i].send(share);
        }
    }
}
