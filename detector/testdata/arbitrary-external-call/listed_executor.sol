// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// An aggregator that forwards the caller's route to an executor: safe when the executor must be one the owner
// listed, not when the list is open to anyone.
contract ListedRouter {
    address public owner = msg.sender;
    mapping(address => bool) public isExecutor;

    function setExecutor(address e, bool ok) external {
        require(msg.sender == owner, "owner");
        isExecutor[e] = ok;
    }

    function swap(address executor, bytes calldata route) external {
        require(isExecutor[executor], "unknown executor");
        (bool ok, ) = executor.call(route);
        require(ok, "route failed");
    }
}

contract OpenListRouter {
    mapping(address => bool) public isExecutor;

    function register(address e) external {
        isExecutor[e] = true;
    }

    function swap(address executor, bytes calldata route) external {
        require(isExecutor[executor], "unknown executor");
        (bool ok, ) = executor.call(route); // want "OpenListRouter.swap\\(\\) calls executor with route, both chosen by any caller"
        require(ok, "route failed");
    }
}
