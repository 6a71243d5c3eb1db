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

// Vulnerable: a Safe module that has the Safe transfer a payee's salary to any address, for any caller.
contract OpenPayroll {
    mapping(address => mapping(address => uint256)) public salary; // safe => payee => amount
    address public token;

    function pay(ISafe safe, address payee, address to) external { // want "OpenPayroll.pay\\(\\) lets any caller transfer salary\\[address\\(safe\\)\\]\\[payee\\] of the tokens of the Safe safe \\(which makes the transfer for this module\\) to to"
        bytes memory data = abi.encodeCall(IERC20.transfer, (to, salary[address(safe)][payee]));
        require(safe.execTransactionFromModule(token, 0, data, Operation.Call), "transfer failed");
    }
}

// Safe: each delegate spends its own allowance, reduced as it is spent.
contract DelegateAllowance {
    mapping(address => mapping(address => uint256)) public allowance; // safe => delegate => amount

    function setAllowance(address delegate, uint256 amount) external {
        allowance[msg.sender][delegate] = amount;
    }

    function spend(ISafe safe, address token, address to, uint256 amount) external {
        require(allowance[address(safe)][msg.sender] >= amount, "allowance");
        allowance[address(safe)][msg.sender] -= amount;
        bytes memory data = abi.encodeWithSelector(IERC20.transfer.selector, to, amount);
        require(safe.execTransactionFromModule(token, 0, data, Operation.Call), "transfer failed");
    }
}

// Safe: the payee alone collects, to itself.
contract OwnPayroll {
    mapping(address => mapping(address => uint256)) public salary;
    address public token;

    function collect(ISafe safe) external {
        uint256 amount = salary[address(safe)][msg.sender];
        salary[address(safe)][msg.sender] = 0;
        require(safe.execTransactionFromModule(token, 0, abi.encodeCall(IERC20.transfer, (msg.sender, amount)), Operation.Call), "transfer failed");
    }
}
