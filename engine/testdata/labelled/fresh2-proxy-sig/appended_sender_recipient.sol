// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

abstract contract RelayRecipient {
    address public trustedForwarder;

    function isTrustedForwarder(address forwarder) public view returns (bool) {
        return forwarder == trustedForwarder;
    }

    function _msgSender() internal view returns (address payable signer) {
        if (msg.data.length >= 20) {
            assembly {
                // <yes> <report> ACCESS_CONTROL
                signer := shr(96, calldataload(sub(calldatasize(), 20)))
            }
        } else {
            signer = payable(msg.sender);
        }
    }
}

contract GaslessEscrow is RelayRecipient {
    mapping(address => uint256) public balances;

    event Deposit(address indexed account, uint256 amount);
    event Withdrawal(address indexed account, uint256 amount);

    constructor(address forwarder) {
        trustedForwarder = forwarder;
    }

    function deposit() external payable {
        balances[_msgSender()] += msg.value;
        emit Deposit(_msgSender(), msg.value);
    }

    function withdraw(uint256 amount) external {
        address payable account = _msgSender();
        require(balances[account] >= amount, "insufficient");
        balances[account] -= amount;
        account.transfer(amount);
        emit Withdrawal(account, amount);
    }
}
