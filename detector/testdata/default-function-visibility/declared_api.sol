pragma solidity ^0.4.18;

contract ERC20Basic {
    function balanceOf(address who) constant returns (uint256);
    function transfer(address to, uint256 value) returns (bool);
    event Transfer(address indexed from, address indexed to, uint256 value);
}

// Functions whose exposure is by design: still reported (say public), but rated low.
contract SaleToken is ERC20Basic {
    mapping(address => uint256) balances;
    address owner;
    uint256 public raised;

    function SaleToken() {
        owner = msg.sender;
    }

    // Implements the interface its base declares.
    function transfer(address to, uint256 value) returns (bool) { // want "transfer\\(\\) has no visibility.*it implements ERC20Basic.transfer\\(\\).*declare it public"
        require(balances[msg.sender] >= value);
        balances[msg.sender] -= value;
        balances[to] += value;
        Transfer(msg.sender, to, value);
        return true;
    }

    function balanceOf(address who) constant returns (uint256) { // want "balanceOf\\(\\) has no visibility.*only reads state"
        return balances[who];
    }

    // Payable: an internal function cannot be, so it is meant to be called from outside.
    function buy() payable { // want "buy\\(\\) has no visibility.*it is payable.*declare it public"
        balances[msg.sender] += msg.value;
        raised += msg.value;
    }

    // Vulnerable: a helper that pays out, neither payable nor declared by a base.
    function payOwner(uint256 amount) { // want "payOwner\\(\\) has no visibility.*send ether"
        owner.transfer(amount);
    }

    // Vulnerable: same name as the base's function but another signature, so not the declared interface.
    function transfer(address to) { // want "transfer\\(\\) has no visibility.*any caller can make it change state"
        balances[to] += 1;
    }
}

// A withdrawal that pays the caller from the caller's own record, changing only the caller's entry, which
// nothing calls: exposed by design, rated low.
contract Bank {
    mapping(address => uint256) balances;

    function deposit() public payable {
        balances[msg.sender] += msg.value;
    }

    function withdrawBalance() { // want "withdrawBalance\\(\\) has no visibility.*changes only the caller's own entries"
        uint256 amount = balances[msg.sender];
        balances[msg.sender] = 0;
        msg.sender.transfer(amount);
    }

    // Pays the whole balance to whoever calls: a payout.
    function sweep() { // want "sweep\\(\\) has no visibility.*send ether"
        msg.sender.transfer(address(this).balance);
    }
}
