pragma solidity ^0.4.22;

contract Throne {
    address public king;
    uint public price = 1 ether;

    function claim() public payable {
        require(msg.value >= price);
        // <yes> <report> DENIAL_OF_SERVICE
        require(king.send(price));
        king = msg.sender;
        price = msg.value * 11 / 10;
    }
}
