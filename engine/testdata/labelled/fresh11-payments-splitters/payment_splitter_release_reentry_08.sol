// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// Revenue splitter for a music NFT drop: primary-sale proceeds arrive as plain ether and each payee pulls
/// its pro-rata part of everything the contract has ever received.
contract DropRevenueSplitter {
    event PayeeAdded(address account, uint256 shares);
    event PaymentReleased(address to, uint256 amount);
    event PaymentReceived(address from, uint256 amount);

    uint256 public totalShares;
    uint256 public totalReleased;

    mapping(address => uint256) public shares;
    mapping(address => uint256) public released;
    address[] private payees;

    constructor(address[] memory _payees, uint256[] memory _shares) payable {
        require(_payees.length == _shares.length, "length mismatch");
        require(_payees.length > 0, "no payees");
        for (uint256 i = 0; i < _payees.length; i++) {
            _addPayee(_payees[i], _shares[i]);
        }
    }

    receive() external payable {
        emit PaymentReceived(msg.sender, msg.value);
    }

    function payeeCount() external view returns (uint256) {
        return payees.length;
    }

    function releasable(address account) public view returns (uint256) {
        uint256 totalReceived = address(this).balance + totalReleased;
        return (totalReceived * shares[account]) / totalShares - released[account];
    }

    function release(address payable account) external {
        require(shares[account] > 0, "no shares");
        uint256 payment = releasable(account);
        require(payment != 0, "nothing due");

        // <yes> <report> REENTRANCY
        (bool ok, ) = account.call{value: payment}("");
        require(ok, "send failed");

        released[account] += payment;
        totalReleased += payment;
        emit PaymentReleased(account, payment);
    }

    function _addPayee(address account, uint256 shares_) private {
        require(account != address(0), "zero account");
        require(shares_ > 0, "zero shares");
        require(shares[account] == 0, "already payee");
        payees.push(account);
        shares[account] = shares_;
        totalShares = totalShares + shares_;
        emit PayeeAdded(account, shares_);
    }
}
