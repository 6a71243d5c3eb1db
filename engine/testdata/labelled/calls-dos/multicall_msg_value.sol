// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// multicall delegatecalls itself once per item, and every item sees the same msg.value: one payment mints
/// shares many times.
contract SharePool {
    mapping(address => uint256) public shares;

    function mint() public payable {
        shares[msg.sender] += msg.value;
    }

    function redeem(uint256 amount) external {
        shares[msg.sender] -= amount;
        payable(msg.sender).transfer(amount);
    }

    function multicall(bytes[] calldata data) external payable returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            // <yes> <report> DENIAL_OF_SERVICE
            (bool ok, bytes memory res) = address(this).delegatecall(data[i]);
            require(ok, "call failed");
            results[i] = res;
        }
    }
}
