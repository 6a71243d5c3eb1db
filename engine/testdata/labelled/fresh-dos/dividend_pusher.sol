pragma solidity ^0.4.24;

contract DividendPusher {
    address[] public holders;
    mapping(address => uint) public shares;
    uint public totalShares;
    address public owner = msg.sender;

    function buy() public payable {
        require(msg.value > 0);
        if (shares[msg.sender] == 0) {
            holders.push(msg.sender);
        }
        shares[msg.sender] += msg.value;
        totalShares += msg.value;
    }

    function distribute() public payable {
        require(msg.sender == owner);
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint i = 0; i < holders.length; i++) {
            // <yes> <report> DENIAL_OF_SERVICE
            require(holders[i].send(msg.value * shares[holders[i]] / totalShares));
        }
    }
}
