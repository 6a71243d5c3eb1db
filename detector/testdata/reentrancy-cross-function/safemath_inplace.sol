pragma solidity ^0.4.24;

contract Token {
    function transferFrom(address from, address to, uint256 value) public returns (bool);
}

contract SafeMath {
    function safeAdd(uint a, uint b) internal pure returns (uint) {
        uint c = a + b;
        assert(c >= a && c >= b);
        return c;
    }
}

// Updates written with SafeMath are in-place updates: deposit() only adds to the balance, as the late write
// does, so the two compose in any order.
contract Exchange is SafeMath {
    mapping (address => mapping (address => uint)) public tokens;
    mapping (address => uint) public credits;

    function deposit() public payable {
        tokens[0][msg.sender] = safeAdd(tokens[0][msg.sender], msg.value);
    }

    function depositToken(address token, uint amount) public {
        require(token != 0);
        require(Token(token).transferFrom(msg.sender, this, amount));
        tokens[token][msg.sender] = safeAdd(tokens[token][msg.sender], amount);
    }

    // A reader that decides on the balance is not inert.
    function depositCredit(address token, uint amount) public {
        require(Token(token).transferFrom(msg.sender, this, amount)); // want "Exchange.depositCredit\\(\\) calls Token\\(token\\) before it writes credits .*Exchange.spend\\(\\) reads credits"
        credits[msg.sender] = safeAdd(credits[msg.sender], amount);
    }

    function spend(uint amount) public {
        require(credits[msg.sender] >= amount);
        credits[msg.sender] -= amount;
    }
}
