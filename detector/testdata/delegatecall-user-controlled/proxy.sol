pragma solidity ^0.4.24;

contract Proxy {
    address owner;
    address impl;
    address open;

    function Proxy(address i) public {
        owner = msg.sender;
        impl = i;
    }

    function forward(address callee, bytes data) public {
        require(callee.delegatecall(data)); // want "delegatecalls callee"
    }

    function setOpen(address o) public {
        open = o;
    }

    function viaState(bytes data) public {
        require(open.delegatecall(data)); // want "delegatecalls open"
    }

    // Safe: a fixed implementation only the owner can change.
    function setImpl(address i) public {
        require(msg.sender == owner);
        impl = i;
    }

    function() public {
        require(impl.delegatecall(msg.data));
    }

    // Safe: success reverts, so nothing the callee does survives.
    function probe(address to, bytes data) public {
        require(!to.delegatecall(data));
    }

    // Safe: owner only.
    function admin(address to, bytes data) public {
        require(msg.sender == owner);
        require(to.delegatecall(data));
    }
}
