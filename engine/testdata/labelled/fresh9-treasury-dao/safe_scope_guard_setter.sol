// SPDX-License-Identifier: LGPL-3.0-only
pragma solidity ^0.8.6;

enum Operation {
    Call,
    DelegateCall
}

abstract contract Ownable {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(address initialOwner) {
        owner = initialOwner;
        emit OwnershipTransferred(address(0), initialOwner);
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0), "Ownable: zero address");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}

/// A transaction guard for a DAO's Safe in the style of Zodiac's ScopeGuard: every Safe transaction is checked
/// against a list of allowed targets and function selectors. The owner (the DAO's timelock) keeps the list.
contract TreasuryScopeGuard is Ownable {
    struct Target {
        bool allowed;
        bool scoped;
        bool delegateCallAllowed;
        mapping(bytes4 => bool) allowedFunctions;
    }

    mapping(address => Target) public allowedTargets;

    event SetTargetAllowed(address target, bool allowed);
    event SetTargetScoped(address target, bool scoped);
    event SetDelegateCallAllowedOnTarget(address target, bool allowed);
    event SetFunctionAllowedOnTarget(address target, bytes4 functionSig, bool allowed);

    constructor(address _owner) Ownable(_owner) {}

    function setTargetAllowed(address target, bool allow) public onlyOwner {
        allowedTargets[target].allowed = allow;
        emit SetTargetAllowed(target, allow);
    }

    /// Added in a later release for an integration; the modifier was left out.
    function setDelegateCallAllowedOnTarget(address target, bool allow) public {
        // <yes> <report> ACCESS_CONTROL
        allowedTargets[target].delegateCallAllowed = allow;
        emit SetDelegateCallAllowedOnTarget(target, allow);
    }

    function setScoped(address target, bool scoped) public onlyOwner {
        allowedTargets[target].scoped = scoped;
        emit SetTargetScoped(target, scoped);
    }

    function setAllowedFunction(address target, bytes4 functionSig, bool allow) public onlyOwner {
        allowedTargets[target].allowedFunctions[functionSig] = allow;
        emit SetFunctionAllowedOnTarget(target, functionSig, allow);
    }

    function checkTransaction(
        address to,
        uint256,
        bytes memory data,
        Operation operation,
        uint256,
        uint256,
        uint256,
        address,
        address payable,
        bytes memory,
        address
    ) external view {
        require(
            operation != Operation.DelegateCall || allowedTargets[to].delegateCallAllowed,
            "Delegate call not allowed to this address"
        );
        require(allowedTargets[to].allowed, "Target address is not allowed");
        if (data.length >= 4) {
            require(
                !allowedTargets[to].scoped || allowedTargets[to].allowedFunctions[bytes4(data)],
                "Target function is not allowed"
            );
        } else {
            require(!allowedTargets[to].scoped, "Cannot send to this address");
        }
    }

    function checkAfterExecution(bytes32, bool) external view {}
}
