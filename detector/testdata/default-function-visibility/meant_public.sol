pragma solidity ^0.4.24;

// Rated low: entry points nothing calls that read the ether of their own call or change only the caller's
// entries, and a token's ERC-20 functions.
contract Bank {
    mapping(address => uint) balances;

    function deposit() { // want "deposit\\(\\) has no visibility.*reads the ether its caller sends.*declare it public"
        balances[msg.sender] += msg.value;
    }

    function withdraw() { // want "withdraw\\(\\) has no visibility.*changes only the caller's own entries.*declare it public"
        uint amount = balances[msg.sender];
        balances[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}

contract Coin {
    mapping(address => uint) public balanceOf;
    mapping(address => mapping(address => uint)) public allowance;

    function transfer(address to, uint value) returns (bool) { // want "transfer\\(\\) has no visibility.*ERC-20 transfer function.*declare it public"
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        return true;
    }

    function approve(address spender, uint value) returns (bool) { // want "approve\\(\\) has no visibility.*ERC-20 approve function.*declare it public"
        allowance[msg.sender][spender] = value;
        return true;
    }
}

// Vulnerable: a helper that writes any entry, left public; and one called from inside that reads msg.value.
contract Ledger {
    uint total;
    mapping(address => uint) credits;

    function credit(address who, uint amount) { // want "credit\\(\\) has no visibility.*any caller can make it change state"
        credits[who] += amount;
        total += amount;
    }

    function pay() public payable {
        record();
    }

    function record() { // want "record\\(\\) has no visibility.*any caller can make it change state"
        total += msg.value;
    }
}
