// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// Moving tokens out of an account the caller names takes them from their owner unless the owner consented.
contract Moves {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => mapping(address => bool)) public operators;
    mapping(address => uint256) public nonces;

    constructor() {
        balanceOf[msg.sender] = 1e24;
    }

    function approve(address spender, uint256 v) external {
        allowance[msg.sender][spender] = v;
    }

    function setOperator(address op, bool ok) external {
        operators[msg.sender][op] = ok;
    }

    function transferFromAnyone(address from, address to, uint256 v) external { // want "Moves.transferFromAnyone\\(\\) lets any caller move v out of from's balanceOf without any allowance its owner granted"
        balanceOf[from] -= v;
        balanceOf[to] += v;
    }

    function transferFromForever(address from, address to, uint256 v) external { // want "Moves.transferFromForever\\(\\) lets any caller move v out of from's balanceOf again and again: the allowance it checks is never spent"
        require(allowance[from][msg.sender] >= v);
        balanceOf[from] -= v;
        balanceOf[to] += v;
    }

    // Safe: within the caller's allowance, which is spent.
    function transferFrom(address from, address to, uint256 v) external {
        require(allowance[from][msg.sender] >= v);
        allowance[from][msg.sender] -= v;
        balanceOf[from] -= v;
        balanceOf[to] += v;
    }

    // Safe: the owner itself, or an operator it approved.
    function operatorTransfer(address from, address to, uint256 v) external {
        require(from == msg.sender || operators[from][msg.sender]);
        balanceOf[from] -= v;
        balanceOf[to] += v;
    }

    // Safe: the owner signed the transfer.
    function transferWithSig(address from, address to, uint256 v, uint8 sv, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encode(from, to, v, nonces[from]++, address(this), block.chainid));
        require(ecrecover(h, sv, r, s) == from);
        balanceOf[from] -= v;
        balanceOf[to] += v;
    }

    // Safe: only to the spender the owner approved, within that allowance.
    function pull(address from, address to, uint256 v) external {
        require(allowance[from][to] >= v);
        allowance[from][to] -= v;
        balanceOf[from] -= v;
        balanceOf[to] += v;
    }
}

interface Hook {
    function notify(address from, address to, uint256 v) external;
}

// An unrelated external call is no signature check: the move still needs the owner's consent.
contract HookedMoves {
    mapping(address => uint256) public balanceOf;
    Hook public hook;

    function transferFrom(address from, address to, uint256 v) external { // want "HookedMoves.transferFrom\\(\\) lets any caller move v out of from's balanceOf without any allowance"
        balanceOf[from] -= v;
        balanceOf[to] += v;
        hook.notify(from, to, v);
    }
}
