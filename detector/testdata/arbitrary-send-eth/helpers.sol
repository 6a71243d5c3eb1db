// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

library Address {
    function sendValue(address payable recipient, uint256 amount) internal {
        (bool success, ) = recipient.call{value: amount}("");
        require(success, "Address: unable to send value");
    }

    function functionCall(address target, bytes memory data) internal returns (bytes memory) {
        return functionCallWithValue(target, data, 0);
    }

    function functionCallWithValue(address target, bytes memory data, uint256 value) internal returns (bytes memory) {
        (bool success, bytes memory returndata) = target.call{value: value}(data);
        require(success, "Address: call failed");
        return returndata;
    }
}

// OpenZeppelin's PaymentSplitter and VestingWallet: ether goes through Address's helpers.
contract Splitter {
    mapping(address => uint256) private _shares;
    mapping(address => uint256) private _released;
    uint256 private _totalShares;
    uint256 private _totalReleased;

    receive() external payable {}

    function releasable(address account) public view returns (uint256) {
        uint256 totalReceived = address(this).balance + _totalReleased;
        return (totalReceived * _shares[account]) / _totalShares - _released[account];
    }

    // Safe: the account is paid what is due to it, and that is recorded.
    function release(address payable account) public {
        require(_shares[account] > 0, "no shares");
        uint256 payment = releasable(account);
        require(payment != 0, "not due");
        _totalReleased += payment;
        _released[account] += payment;
        Address.sendValue(account, payment);
    }

    // Safe: a call of a token the caller names carries no ether (functionCall passes a value of 0).
    function poke(address token) public {
        Address.functionCall(token, abi.encodeWithSignature("sync()"));
    }

    // Vulnerable: any amount of the contract's ether to anyone.
    function pay(address payable to, uint256 amount) public {
        Address.sendValue(to, amount); // want "Splitter.pay\\(\\) passes a caller-chosen address to Address.sendValue\\(\\)"
    }
}
