// SPDX-License-Identifier: LGPL-3.0-only
pragma solidity ^0.8.19;

enum Operation {
    Call,
    DelegateCall
}

interface ISafe {
    function execTransactionFromModule(address to, uint256 value, bytes memory data, Operation operation)
        external
        returns (bool success);
}

/// Team budget module for a DAO's Safe, as Safe's AllowanceModule does it: the Safe itself (msg.sender) sets
/// each delegate's allowance, and only the delegate spends it, within the amount, once per period.
contract TeamAllowanceModule {
    struct Allowance {
        uint96 amount;
        uint96 spent;
        uint32 resetTimeMin;
        uint32 lastResetMin;
    }

    mapping(address => mapping(address => mapping(address => Allowance))) public allowances;
    mapping(address => mapping(address => bool)) public delegates;

    event AddDelegate(address indexed safe, address delegate);
    event RemoveDelegate(address indexed safe, address delegate);
    event SetAllowance(address indexed safe, address delegate, address token, uint96 amount, uint32 resetTime);
    event ExecuteAllowanceTransfer(address indexed safe, address delegate, address token, address to, uint96 value);

    function addDelegate(address delegate) external {
        delegates[msg.sender][delegate] = true;
        emit AddDelegate(msg.sender, delegate);
    }

    function removeDelegate(address delegate) external {
        delete delegates[msg.sender][delegate];
        emit RemoveDelegate(msg.sender, delegate);
    }

    function setAllowance(address delegate, address token, uint96 amount, uint32 resetTimeMin) external {
        require(delegates[msg.sender][delegate], "allowance: not a delegate");
        Allowance storage a = allowances[msg.sender][delegate][token];
        a.amount = amount;
        a.resetTimeMin = resetTimeMin;
        if (a.lastResetMin == 0) a.lastResetMin = uint32(block.timestamp / 60);
        emit SetAllowance(msg.sender, delegate, token, amount, resetTimeMin);
    }

    function _current(Allowance memory a) private view returns (Allowance memory) {
        uint32 nowMin = uint32(block.timestamp / 60);
        if (a.resetTimeMin > 0 && a.lastResetMin <= nowMin - a.resetTimeMin) {
            a.spent = 0;
            a.lastResetMin = nowMin - ((nowMin - a.lastResetMin) % a.resetTimeMin);
        }
        return a;
    }

    function executeAllowanceTransfer(ISafe safe, address token, address payable to, uint96 amount) external {
        address delegate = msg.sender;
        require(delegates[address(safe)][delegate], "allowance: not a delegate");
        Allowance memory a = _current(allowances[address(safe)][delegate][token]);
        uint96 newSpent = a.spent + amount;
        require(newSpent <= a.amount, "allowance: exceeds");
        a.spent = newSpent;
        allowances[address(safe)][delegate][token] = a;

        bool ok;
        if (token == address(0)) {
            ok = safe.execTransactionFromModule(to, amount, "", Operation.Call);
        } else {
            bytes memory data = abi.encodeWithSignature("transfer(address,uint256)", to, amount);
            ok = safe.execTransactionFromModule(token, 0, data, Operation.Call);
        }
        require(ok, "allowance: transfer failed");
        emit ExecuteAllowanceTransfer(address(safe), delegate, token, to, amount);
    }
}
