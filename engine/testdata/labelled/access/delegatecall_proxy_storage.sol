// SPDX-License-Identifier: MIT
// DeFiVulnLabs' unsafe delegatecall: the proxy delegatecalls whatever contract and data the caller passes, and
// the callee's writes land in the proxy's storage (its owner at slot 0).
pragma solidity ^0.8.18;

contract Proxy {
    address public owner = address(0xCA11);

    function delegatecallContract(address _contract, bytes calldata _data) public {
        // <yes> <report> ACCESS_CONTROL
        (bool ok, ) = _contract.delegatecall(_data);
        require(ok, "delegatecall failed");
    }
}

contract Delegate {
    address public owner;

    function pwn() public {
        owner = msg.sender;
    }
}
