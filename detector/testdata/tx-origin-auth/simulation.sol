// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Safe: Chainlink's AutomationBase. tx.origin is only zero in an off-chain simulation: the check tells a
// simulated call from a transaction, it admits no one.
contract AutomationBase {
    error OnlySimulatedBackend();

    function _preventExecution() internal view {
        if (tx.origin != address(0)) {
            revert OnlySimulatedBackend();
        }
    }

    function checkUpkeep() external view returns (bool) {
        _preventExecution();
        return true;
    }
}

// Vulnerable: a stored account compared with tx.origin.
contract Wallet {
    address owner = msg.sender;

    function sweep(address payable to) external {
        require(tx.origin == owner); // want "Wallet.sweep\\(\\) authorizes with tx.origin: tx.origin == owner"
        to.transfer(address(this).balance);
    }
}
