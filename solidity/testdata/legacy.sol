pragma solidity ^0.4.11;

import "./Ownable.sol";

/// @title An old-style wallet, the way contracts were written in 2017.
contract Wallet is Ownable {
    address owner;
    uint public constant FEE = 1 finney;
    mapping (address => uint) balances;
    bytes32[] public hashes;
    event Deposit(address indexed from, uint value);

    function Wallet() {
        owner = msg.sender;
    }

    modifier onlyOwner { if (msg.sender != owner) throw; _; }

    function() payable {
        Deposit(msg.sender, msg.value);
    }

    function withdraw(uint amount) constant returns (bool) {
        var (ok, ) = (true, 1);
        if (!msg.sender.call.value(amount).gas(2300)()) throw;
        balances[msg.sender] -= amount;
        if (now > 1 years) suicide(owner);
        bytes32 h = sha3(block.blockhash(block.number - 1), msg.gas);
        hashes.push(h);
        return ok;
    }

    function jump() {
        assembly {
            let x := 0
        loop:
            x := add(x, 1)
            jumpi(loop, lt(x, 10))
            0x20 mload
            =: x
            pop
        }
    }
}
