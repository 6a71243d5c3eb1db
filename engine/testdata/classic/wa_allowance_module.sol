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

/// Safe allowance module: the Safe itself sets per-delegate allowances; a delegate spends within its allowance,
/// which resets every period. Only the delegate an allowance belongs to can spend it, and only by a plain call.
contract AllowanceModule {
    struct Allowance {
        uint96 amount;
        uint96 spent;
        uint16 resetTimeMin;
        uint32 lastResetMin;
    }

    mapping(address => mapping(address => mapping(address => Allowance))) public allowances; // safe => delegate => token

    event SetAllowance(address indexed safe, address delegate, address token, uint96 amount, uint16 resetTime);
    event ExecuteAllowanceTransfer(address indexed safe, address delegate, address token, address to, uint96 value);

    function setAllowance(address delegate, address token, uint96 amount, uint16 resetTimeMin) external {
        require(delegate != address(0), "delegate != address(0)");
        Allowance storage allowance = allowances[msg.sender][delegate][token];
        allowance.amount = amount;
        allowance.resetTimeMin = resetTimeMin;
        if (allowance.lastResetMin == 0) {
            allowance.lastResetMin = uint32(block.timestamp / 60);
        }
        emit SetAllowance(msg.sender, delegate, token, amount, resetTimeMin);
    }

    function executeAllowanceTransfer(ISafe safe, address token, address to, uint96 amount) external {
        Allowance storage allowance = allowances[address(safe)][msg.sender][token];
        require(allowance.amount > 0, "no allowance");
        uint32 currentMin = uint32(block.timestamp / 60);
        if (allowance.resetTimeMin > 0 && allowance.lastResetMin <= currentMin - allowance.resetTimeMin) {
            allowance.spent = 0;
            allowance.lastResetMin = currentMin - ((currentMin - allowance.lastResetMin) % allowance.resetTimeMin);
        }
        uint96 newSpent = allowance.spent + amount;
        require(newSpent <= allowance.amount, "newSpent <= allowance.amount");
        allowance.spent = newSpent;
        bytes memory data = abi.encodeCall(IERC20.transfer, (to, uint256(amount)));
        require(safe.execTransactionFromModule(token, 0, data, Operation.Call), "Could not execute token transfer");
        emit ExecuteAllowanceTransfer(address(safe), msg.sender, token, to, amount);
    }
}
