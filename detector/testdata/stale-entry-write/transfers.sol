// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract Token {
    mapping(address => uint256) public balanceOf;

    constructor() {
        balanceOf[msg.sender] = 1e24;
    }

    // A transfer to oneself doubles the balance: the credit is computed from the balance read before the debit.
    function transfer(address to, uint256 v) external {
        uint256 fromBal = balanceOf[msg.sender];
        uint256 toBal = balanceOf[to];
        require(fromBal >= v);
        balanceOf[msg.sender] = fromBal - v;
        balanceOf[to] = toBal + v; // want "Token.transfer\\(\\) writes balanceOf\\[to\\] from toBal, read before balanceOf\\[msg.sender\\] was written"
    }

    // Safe: equal keys are rejected.
    function transferChecked(address to, uint256 v) external {
        require(to != msg.sender);
        uint256 fromBal = balanceOf[msg.sender];
        uint256 toBal = balanceOf[to];
        require(fromBal >= v);
        balanceOf[msg.sender] = fromBal - v;
        balanceOf[to] = toBal + v;
    }

    // Safe: the entries are updated in place.
    function transferInPlace(address to, uint256 v) external {
        require(balanceOf[msg.sender] >= v);
        balanceOf[msg.sender] -= v;
        balanceOf[to] += v;
    }

    // Safe: the second entry is read after the first write.
    function transferReread(address to, uint256 v) external {
        uint256 fromBal = balanceOf[msg.sender];
        require(fromBal >= v);
        balanceOf[msg.sender] = fromBal - v;
        uint256 toBal = balanceOf[to];
        balanceOf[to] = toBal + v;
    }
}
