pragma solidity ^0.4.19;

contract MiniExchange {
    mapping(address => uint) public tokens;
    mapping(address => uint) public ether;

    function depositEther() public payable {
        ether[msg.sender] += msg.value;
    }

    function withdrawEther(uint amount) public {
        require(ether[msg.sender] >= amount);
        ether[msg.sender] -= amount;
        // <yes> <report> UNCHECKED_LL_CALLS
        if (!msg.sender.call.value(amount)()) {
        }
    }

    function withdrawTokens(address token, uint amount) public {
        require(tokens[msg.sender] >= amount);
        tokens[msg.sender] -= amount;
        require(token.call(bytes4(keccak256("transfer(address,uint256)")), msg.sender, amount));
    }
}
