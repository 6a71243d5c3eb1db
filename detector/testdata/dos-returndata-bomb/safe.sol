pragma solidity ^0.8.20;

contract SafeCalls {
    address public owner;
    address public immutable oracle;
    address public hook;

    constructor(address o) {
        owner = msg.sender;
        oracle = o;
    }

    function setHook(address h) external {
        require(msg.sender == owner, "owner");
        hook = h;
    }

    // Failure reverts: a bomb changes nothing a failing callee would not.
    function required(address target, bytes calldata data) external {
        (bool ok, bytes memory ret) = target.call{gas: 100000}(data);
        require(ok, "failed");
        emit Done(ret);
    }

    // No gas cap: the callee may take 63/64 of the gas anyway.
    function uncapped(address target, bytes calldata data) external {
        (bool ok, bytes memory ret) = target.call(data);
        if (!ok) emit Done(ret);
    }

    // {gas: gasleft()} caps nothing.
    function allGas(address target, bytes calldata data) external {
        (bool ok, bytes memory ret) = target.call{gas: gasleft()}(data);
        if (!ok) emit Done(ret);
    }

    // The returned data is not kept.
    function dropped(address target, bytes calldata data) external {
        (bool ok, ) = target.call{gas: 100000}(data);
        if (!ok) emit Failed();
    }

    // Addresses fixed at deployment or set under an access check, the caller, this contract.
    function trusted(bytes calldata data) external {
        (bool a, bytes memory ra) = oracle.call{gas: 50000}(data);
        (bool b, bytes memory rb) = hook.call{gas: 50000}(data);
        (bool c, bytes memory rc) = msg.sender.call{gas: 50000}(data);
        (bool d, bytes memory rd) = address(this).call{gas: 50000}(data);
        if (!(a && b && c && d)) emit Done(bytes.concat(ra, rb, rc, rd));
    }

    // A staticcall whose success is required.
    function viewRequired(address target, bytes calldata data) external view returns (bytes memory) {
        (bool ok, bytes memory ret) = target.staticcall{gas: 50000}(data);
        require(ok, "failed");
        return ret;
    }

    // Nothing after the call needs the gas kept: a forwarder that returns the callee's answer.
    function forward(address target, uint256 gas, bytes calldata data) external returns (bool, bytes memory) {
        (bool ok, bytes memory ret) = target.call{gas: gas}(data);
        emit Done(ret);
        return (ok, ret);
    }

    event Done(bytes ret);
    event Failed();
}
