pragma solidity ^0.4.18;

contract ERC20 {
    function transfer(address to, uint value) public returns (bool);
    function transferFrom(address from, address to, uint value) public returns (bool);
    function balanceOf(address who) public constant returns (uint);
}

/// Fixed-rate token exchange of 2017: buy tokens with ether at the owner's rate, sell them back for ether.
contract TokenExchange {
    address public owner;
    ERC20 public token;
    uint public rate;

    function TokenExchange(address _token, uint _rate) public {
        owner = msg.sender;
        token = ERC20(_token);
        rate = _rate;
    }

    function buy() public payable {
        // <yes> <report> ARITHMETIC
        uint amount = msg.value * rate;
        require(token.transfer(msg.sender, amount));
    }

    function sell(uint amount) public {
        require(token.transferFrom(msg.sender, this, amount));
        // <yes> <report> UNCHECKED_LL_CALLS
        msg.sender.send(amount / rate);
    }

    function setRate(uint _rate) public {
        require(msg.sender == owner);
        rate = _rate;
    }

    function() public payable {}
}
