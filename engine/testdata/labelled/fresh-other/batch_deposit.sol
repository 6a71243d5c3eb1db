// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

contract BatchableVault {
    mapping(address => uint256) public deposits;
    uint256 public totalDeposits;

    function deposit() public payable {
        // <yes> <report> OTHER
        deposits[msg.sender] += msg.value;
        totalDeposits += msg.value;
    }

    function withdraw(uint256 amount) external {
        deposits[msg.sender] -= amount;
        totalDeposits -= amount;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send failed");
    }

    function multicall(bytes[] calldata calls) external payable returns (bytes[] memory results) {
        results = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory out) = address(this).delegatecall(calls[i]);
            require(ok, "call failed");
            results[i] = out;
        }
    }
}
