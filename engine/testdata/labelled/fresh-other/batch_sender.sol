pragma solidity ^0.4.24;

contract BatchSender {
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    function sendTokens(address token, address[] recipients, uint amount) public {
        require(msg.sender == owner);
        for (uint i = 0; i < recipients.length; i++) {
            // <yes> <report> OTHER
            require(token.call(bytes4(keccak256("transferFrom(address,address,uint)")), msg.sender, recipients[i], amount));
        }
    }
}
