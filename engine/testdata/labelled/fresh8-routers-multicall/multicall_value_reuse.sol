// SPDX-License-Identifier: GPL-2.0-or-later
pragma solidity ^0.8.10;

interface IWETH9 {
    function deposit() external payable;
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Periphery router that batches its own entry points: wrap ETH, pay into a pool, all in one transaction.
contract PeripheryBatchRouter {
    IWETH9 public immutable WETH9;
    mapping(address => uint256) public credit;

    constructor(IWETH9 weth) {
        WETH9 = weth;
    }

    /// Wraps the caller's ETH and credits it to `recipient` for a later swap.
    function wrapAndCredit(address recipient) public payable {
        WETH9.deposit{value: msg.value}();
        credit[recipient] += msg.value;
    }

    function withdrawCredit(uint256 amount) external {
        credit[msg.sender] -= amount;
        require(WETH9.transfer(msg.sender, amount), "transfer");
    }

    function multicall(bytes[] calldata data) external payable returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            // <yes> <report> DENIAL_OF_SERVICE
            (bool success, bytes memory result) = address(this).delegatecall(data[i]);
            require(success, "multicall failed");
            results[i] = result;
        }
    }

    receive() external payable {}
}
