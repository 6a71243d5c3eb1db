// SPDX-License-Identifier: LGPL-3.0-only
pragma solidity ^0.8.20;

enum Operation {
    Call,
    DelegateCall
}

interface ISafe {
    function execTransactionFromModule(address to, uint256 value, bytes calldata data, Operation operation)
        external
        returns (bool success);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Safe module for recurring payroll: a Safe enables it once, then its owners register payees with a monthly
/// amount. pay() was meant for the registered payee only; it checks the schedule but never who calls, and the
/// recipient is a parameter, so anyone collects every payee's salary.
contract PayrollModule {
    struct Stream {
        address token;
        uint96 monthly;
        uint64 lastPaid;
    }

    mapping(address => mapping(address => Stream)) public streams; // safe => payee => stream

    event StreamSet(address indexed safe, address indexed payee, address token, uint96 monthly);
    event Paid(address indexed safe, address indexed payee, address to, uint256 amount);

    /// Called by the Safe itself through a Safe transaction.
    function setStream(address payee, address token, uint96 monthly) external {
        streams[msg.sender][payee] = Stream({token: token, monthly: monthly, lastPaid: uint64(block.timestamp)});
        emit StreamSet(msg.sender, payee, token, monthly);
    }

    function pay(ISafe safe, address payee, address to) external {
        Stream storage s = streams[address(safe)][payee];
        require(s.monthly > 0, "payroll: no stream");
        require(block.timestamp >= s.lastPaid + 30 days, "payroll: too early");
        s.lastPaid = uint64(block.timestamp);
        bytes memory data = abi.encodeCall(IERC20.transfer, (to, uint256(s.monthly)));
        // <yes> <report> ACCESS_CONTROL
        require(safe.execTransactionFromModule(s.token, 0, data, Operation.Call), "payroll: transfer failed");
        emit Paid(address(safe), payee, to, s.monthly);
    }
}
