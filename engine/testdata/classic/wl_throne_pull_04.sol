pragma solidity ^0.4.24;

// King of the Ether done right (2018): the dethroned monarch's compensation is credited and pulled later, so a
// monarch that refuses ether cannot freeze the throne.
contract ThronePull {
    address public monarch;
    address public house;
    uint public claimPrice = 0.1 ether;
    mapping (address => uint) public pending;

    event NewMonarch(address indexed who, uint price);

    constructor() public {
        house = msg.sender;
        monarch = msg.sender;
    }

    function claimThrone() public payable {
        require(msg.value >= claimPrice);
        uint compensation = msg.value * 98 / 100;
        pending[monarch] += compensation;
        pending[house] += msg.value - compensation;
        monarch = msg.sender;
        claimPrice = msg.value * 3 / 2;
        emit NewMonarch(msg.sender, msg.value);
    }

    function withdraw() public {
        uint amount = pending[msg.sender];
        require(amount > 0);
        pending[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}
