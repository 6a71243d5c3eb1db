// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.7.6;

contract ModularVault {
    address public governance;
    mapping(address => uint256) public shares;
    uint256 public totalShares;

    event PluginRun(address plugin, bytes data);

    constructor(address _governance) {
        governance = _governance;
    }

    function deposit() external payable {
        shares[msg.sender] += msg.value;
        totalShares += msg.value;
    }

    function withdraw(uint256 amount) external {
        require(shares[msg.sender] >= amount, "shares");
        shares[msg.sender] -= amount;
        totalShares -= amount;
        msg.sender.transfer(amount);
    }

    function runPlugin(address plugin, bytes calldata data) external returns (bytes memory) {
        // <yes> <report> ACCESS_CONTROL
        (bool ok, bytes memory ret) = plugin.delegatecall(data);
        require(ok, "plugin reverted");
        emit PluginRun(plugin, data);
        return ret;
    }
}
