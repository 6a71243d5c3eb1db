pragma solidity ^0.4.24;

/// A raffle whose winner is picked from a hash of the caller's address and a stored seed that the owner
/// thought secret: storage is public, so whoever calls draw() knows which ticket wins before calling.
contract SenderSeedRaffle {
    address public owner;
    bytes32 private seed;
    address[] public tickets;
    uint public constant PRICE = 0.01 ether;

    constructor(bytes32 _seed) public {
        owner = msg.sender;
        seed = _seed;
    }

    function buy() public payable {
        require(msg.value == PRICE);
        tickets.push(msg.sender);
    }

    function draw() public {
        require(tickets.length >= 10);
        // <yes> <report> BAD_RANDOMNESS
        address winner = tickets[uint(keccak256(abi.encodePacked(msg.sender, seed, tickets.length))) % tickets.length];
        delete tickets;
        winner.transfer(address(this).balance);
    }
}
