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

/// Team budget module for a DAO's Safe: the Safe grants each team lead (a delegate) a token allowance that
/// resets every period; the delegate spends it without collecting owner signatures.
contract TeamAllowanceModule {
    struct Allowance {
        uint96 amount;
        uint96 spent;
        uint32 resetTimeMin;
        uint32 lastResetMin;
    }

    // safe => delegate => token => allowance
    mapping(address => mapping(address => mapping(address => Allowance))) public allowances;
    mapping(address => mapping(address => bool)) public delegates;

    event AddDelegate(address indexed safe, address delegate);
    event SetAllowance(address indexed safe, address delegate, address token, uint96 amount, uint32 resetTime);
    event ExecuteAllowanceTransfer(address indexed safe, address delegate, address token, address to, uint96 value);

    /// Called by the Safe itself (a Safe transaction signed by its owners).
    function addDelegate(address delegate) external {
        delegates[msg.sender][delegate] = true;
        emit AddDelegate(msg.sender, delegate);
    }

    /// Called by the Safe itself.
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

    /// Spends from a delegate's allowance. The delegate is taken from the arguments and never compared with the
    /// caller, so anyone spends any team's budget to any address.
    function executeAllowanceTransfer(ISafe safe, address token, address payable to, uint96 amount, address delegate)
        external
    {
        require(delegates[address(safe)][delegate], "allowance: not a delegate");
        Allowance memory a = _current(allowances[address(safe)][delegate][token]);
        uint96 newSpent = a.spent + amount;
        require(newSpent > a.spent && newSpent <= a.amount, "allowance: exceeds");
        a.spent = newSpent;
        allowances[address(safe)][delegate][token] = a;

        bool ok;
        if (token == address(0)) {
            // <yes> <report> ACCESS_CONTROL
            ok = safe.execTransactionFromModule(to, amount, "", Operation.Call);
        } else {
            bytes memory data = abi.encodeWithSignature("transfer(address,uint256)", to, amount);
            // <yes> <report> ACCESS_CONTROL
            ok = safe.execTransactionFromModule(token, 0, data, Operation.Call);
        }
        require(ok, "allowance: transfer failed");
        emit ExecuteAllowanceTransfer(address(safe), delegate, token, to, amount);
    }
}
