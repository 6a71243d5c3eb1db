// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

// A batch deposit sums the caller's amounts in an unchecked loop "to save gas": amounts chosen to wrap the
// total to the ether sent credit far more than was paid.
contract BatchDeposit {
    mapping(address => uint256) public balances;

    function depositFor(address[] calldata to, uint256[] calldata amounts) external payable {
        require(to.length == amounts.length, "length");
        uint256 total;
        for (uint256 i; i < amounts.length; ) {
            unchecked {
                // <yes> <report> ARITHMETIC
                total += amounts[i];
                ++i;
            }
        }
        require(total == msg.value, "value");
        for (uint256 i; i < to.length; ++i) {
            balances[to[i]] += amounts[i];
        }
    }

    function withdraw(uint256 amount) external {
        balances[msg.sender] -= amount;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }
}
