pragma solidity ^0.4.24;

contract Ballot {
    struct Proposal {
        uint256 votes;
        bytes32 name;
    }
    Proposal[] public proposals;
    mapping(address => bool) public voted;

    event Weighted(uint256 weight);

    // Safe: a stored counter raised by one, whichever entry the pointer was set to.
    function vote(uint256 which, bool first) public {
        require(!voted[msg.sender]);
        voted[msg.sender] = true;
        Proposal storage p;
        if (first) {
            p = proposals[0];
        } else {
            p = proposals[which];
        }
        p.votes += 1;
    }

    // Reported, rated low: the product only reaches a log.
    function weigh(uint256 a, uint256 b) public {
        emit Weighted(a * b); // want "a \\* b can overflow \\(its value only reaches an event\\)"
    }

    // The same product kept: reported.
    uint256 public lastWeight;
    function keep(uint256 a, uint256 b) public {
        lastWeight = a * b; // want "a \\* b can overflow$"
    }
}
