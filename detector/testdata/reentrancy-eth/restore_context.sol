// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Executor {
    bytes32 private _executionId;
    mapping(address => uint256) public credit;

    function deposit() external payable {
        credit[msg.sender] += msg.value;
    }

    function isExecuting(bytes32 id) external view returns (bool) {
        return _executionId == id;
    }

    // The context variable is set for the call's duration and given back its saved value after it: during the
    // call it holds what this execution chose.
    function execute(address target, bytes calldata data) external payable {
        bytes32 before = _executionId;
        _executionId = keccak256(abi.encode(target, data));
        (bool ok, ) = target.call{value: msg.value}(data);
        require(ok);
        _executionId = before;
    }

    // A value read before and written after, not restored: stale during the call.
    function executeAndCount(address target, bytes calldata data) external payable {
        bytes32 before = _executionId;
        (bool ok, ) = target.call{value: msg.value}(data); // want "Executor.executeAndCount\\(\\) sends ether to target before it writes _executionId"
        require(ok);
        _executionId = keccak256(abi.encode(before));
    }
}
