// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IEntryPoint {
    function depositTo(address account) external payable;
    function withdrawTo(address payable withdrawAddress, uint256 withdrawAmount) external;
    function balanceOf(address account) external view returns (uint256);
}

/// Prepaid gas tank: accounts top up ETH credit here, the paymaster keeps the ETH deposited at the EntryPoint and
/// charges each account's credit in postOp. Both withdrawal paths forget to ask who is calling.
contract GasTankPaymaster {
    IEntryPoint public immutable entryPoint;
    address public owner;
    mapping(address => uint256) public credit;

    event Topped(address indexed account, uint256 amount);
    event Withdrawn(address indexed account, address to, uint256 amount);

    constructor(IEntryPoint entryPoint_) {
        entryPoint = entryPoint_;
        owner = msg.sender;
    }

    function topUp(address account) external payable {
        credit[account] += msg.value;
        entryPoint.depositTo{value: msg.value}(address(this));
        emit Topped(account, msg.value);
    }

    /// Returns unused credit of `account`.
    function withdrawCredit(address account, address payable to, uint256 amount) external {
        require(credit[account] >= amount, "tank: insufficient credit");
        // <yes> <report> ACCESS_CONTROL
        credit[account] -= amount;
        entryPoint.withdrawTo(to, amount);
        emit Withdrawn(account, to, amount);
    }

    /// Sweeps the paymaster's own stake surplus.
    function withdrawSurplus(address payable to, uint256 amount) external {
        // <yes> <report> ACCESS_CONTROL
        entryPoint.withdrawTo(to, amount);
    }

    function postOp(address account, uint256 actualGasCost) external {
        require(msg.sender == address(entryPoint), "tank: not entrypoint");
        credit[account] -= actualGasCost;
    }
}
