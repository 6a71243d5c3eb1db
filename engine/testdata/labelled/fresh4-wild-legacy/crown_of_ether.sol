pragma solidity ^0.4.22;

// Crown of Ether: pay more than the current monarch to take the crown; the old monarch gets the new price back
// minus the house fee.
contract CrownOfEther {
    address public monarch;
    address public house;
    uint public crownPrice = 0.1 ether;
    uint public coronations;

    event Coronation(address indexed monarch, uint price);

    constructor() public {
        house = msg.sender;
        monarch = msg.sender;
    }

    function () public payable {
        claimCrown();
    }

    function claimCrown() public payable {
        require(msg.value >= crownPrice);
        uint compensation = msg.value * 98 / 100;
        // <yes> <report> DENIAL_OF_SERVICE
        require(monarch.send(compensation));
        monarch = msg.sender;
        crownPrice = msg.value * 3 / 2;
        coronations++;
        emit Coronation(msg.sender, msg.value);
    }

    function sweepFees() public {
        require(msg.sender == house);
        house.transfer(address(this).balance);
    }
}
