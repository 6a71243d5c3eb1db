// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

library Address {
    function functionCall(address target, bytes memory data) internal returns (bytes memory) {
        (bool ok, bytes memory ret) = target.call(data);
        require(ok);
        return ret;
    }
}

contract Executor {
    using Address for address;

    address public owner = msg.sender;
    mapping(address => bool) public allowed;
    mapping(bytes32 => bool) public approved;

    function execute(address target, bytes calldata data) external payable returns (bytes memory) {
        (bool ok, bytes memory ret) = target.call{value: msg.value}(data); // want "calls target with data, both chosen by any caller"
        require(ok);
        return ret;
    }

    function viaLibrary(address target, bytes memory data) external {
        Address.functionCall(target, data); // want "calls target with data"
    }

    function viaUsingFor(address target, bytes memory data) external {
        target.functionCall(data); // want "calls target with data"
    }

    // Safe: only the owner.
    function ownerExecute(address target, bytes calldata data) external {
        require(msg.sender == owner);
        (bool ok, ) = target.call(data);
        require(ok);
    }

    // Safe: the selector and arguments are fixed by the contract.
    function poke(address target) external {
        (bool ok, ) = target.call(abi.encodeWithSignature("poke()"));
        require(ok);
    }

    // Safe: the target is one the owner recorded.
    address public hook;
    function setHook(address h) external {
        require(msg.sender == owner);
        hook = h;
    }
    function callHook(bytes calldata data) external {
        (bool ok, ) = hook.call(data);
        require(ok);
    }

    // Safe: the whole call was approved beforehand under its hash.
    function executeApproved(address target, bytes calldata data) external {
        bytes32 id = keccak256(abi.encode(target, data));
        require(approved[id]);
        approved[id] = false;
        (bool ok, ) = target.call(data);
        require(ok);
    }

    // Safe: the target must be the caller itself.
    function callback(address token, bytes calldata data) external {
        require(msg.sender == token);
        (bool ok, ) = token.call(data);
        require(ok);
    }
}

// Low: a contract that keeps nothing and pulls no tokens has nothing to lose.
contract Batch {
    function run(address target, bytes calldata data) external {
        (bool ok, ) = target.call(data); // want "calls target with data, both chosen by any caller; the contract keeps no state and pulls no tokens"
        require(ok);
    }
}
