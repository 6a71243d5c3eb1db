pragma solidity ^0.4.24;

// A struct whose members play different parts: the check reads one member, the open function writes others.
contract Rounds {
    struct Round {
        mapping(address => bool) admins;
        mapping(uint => bool) isCashed;
        uint pot;
    }
    mapping(uint => Round) rounds;

    constructor() public {
        rounds[0].admins[msg.sender] = true;
    }

    function payOut(uint r) public {
        require(rounds[r].admins[msg.sender]);
        msg.sender.transfer(rounds[r].pot);
    }

    // Safe: isCashed and pot are not what the checks read.
    function cash(uint r, uint sub) public {
        rounds[r].isCashed[sub] = true;
        rounds[r].pot += 1;
    }

    function enrol(uint r, address who) public { // want "Rounds.enrol\\(\\) lets any caller grant or revoke rounds for an address it chooses"
        rounds[r].admins[who] = true;
    }
}
