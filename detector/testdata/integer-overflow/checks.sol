pragma solidity ^0.4.21;

// Arithmetic inside a comparison: a check against an operand bounds the operation; the operation's value put
// to use in the comparison does not.
contract Sale {
    mapping(address => uint256) public balanceOf;
    uint256 constant PRICE_PER_TOKEN = 1 ether;

    // Vulnerable: a wrapped product matches a small payment, and the tokens are credited all the same.
    function buy(uint256 numTokens) public payable {
        require(msg.value == numTokens * PRICE_PER_TOKEN); // want "numTokens \\* PRICE_PER_TOKEN can overflow"
        balanceOf[msg.sender] = numTokens;
    }

    // Vulnerable: an unsigned difference is never below zero, so the check passes and the subtraction wraps.
    function spend(uint256 value) public {
        require(balanceOf[msg.sender] - value >= 0); // want "balanceOf\\[msg.sender\\] - value can underflow"
        balanceOf[msg.sender] -= value; // want "can underflow"
    }

    // Safe: the sum is checked against an operand.
    function add(address to, uint256 value) public {
        require(balanceOf[to] + value >= balanceOf[to]);
        balanceOf[to] += value;
    }

    // Safe: the product is checked by dividing it again.
    function scale(uint256 a, uint256 b) public pure returns (uint256) {
        uint256 c = a * b;
        require(a == 0 || c / a == b);
        return c;
    }

    // Safe for this detector: the sum is compared once and the operand is not used again, so a wrapped sum
    // gives the caller nothing a well-chosen operand could not.
    address public winner;
    function play(uint256 startTime) public {
        if (startTime + 5 days == block.timestamp) {
            winner = msg.sender;
        }
    }
}

// Safe: the allowance is checked through a local that holds it.
contract AliasedAllowance {
    mapping(address => mapping(address => uint256)) allowed;
    uint256 constant MAX_UINT256 = 2**256 - 1;

    function spend(address from, uint256 value) public {
        uint256 allowance = allowed[from][msg.sender];
        require(allowance >= value);
        if (allowance < MAX_UINT256) {
            allowed[from][msg.sender] -= value;
        }
    }

    // The local is given another value first: the check no longer speaks for the entry.
    function spendOther(address from, uint256 value, uint256 other) public {
        uint256 allowance = allowed[from][msg.sender];
        allowance = other;
        require(allowance >= value);
        allowed[from][msg.sender] -= value; // want "allowed\\[from\\]\\[msg.sender\\] -= value can underflow"
    }
}

library SafeDiv {
    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0);
        uint256 c = a / b;
        return c;
    }
}

// Safe: a value less a quotient or remainder of itself.
contract Halving {
    using SafeDiv for uint256;
    uint256 supply;
    uint256 era;

    function halve() public {
        supply = supply - supply.div(2 ** (era + 1));
        supply = supply - supply / 3;
        supply = supply - supply % 7;
    }

    // A quotient of another value can exceed it.
    function other(uint256 x) public {
        supply = supply - x / 3; // want "supply - x / 3 can underflow"
    }
}

// Safe: the pot was just raised by a payment of at least the fee.
contract Lotto {
    uint constant TICKET = 10;
    uint constant FEE = 1;
    uint public pot;

    function play() public payable {
        require(msg.value == TICKET);
        pot += msg.value;
        msg.sender.transfer(pot - FEE);
        pot = 0;
    }

    // The payment is not checked: the pot may have been empty and the payment zero.
    function playFree() public payable {
        pot += msg.value;
        msg.sender.transfer(pot - FEE); // want "pot - FEE can underflow"
        pot = 0;
    }
}
