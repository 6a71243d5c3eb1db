// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

/// Batch payouts for bounty programmes: a sponsor pays many contributors in one transaction; any ether sent
/// beyond the payouts is refunded to the sponsor.
contract BatchPayout {
    event Payout(address indexed sponsor, uint256 recipients, uint256 total);

    function disperseEther(address payable[] calldata recipients, uint256[] calldata amounts) external payable {
        require(recipients.length == amounts.length, "length");
        uint256 total;
        for (uint256 i = 0; i < recipients.length; i++) {
            total += amounts[i];
            // <yes> <report> UNCHECKED_LL_CALLS
            recipients[i].call{value: amounts[i]}("");
        }
        require(total <= msg.value, "underfunded");
        uint256 rest = msg.value - total;
        if (rest > 0) {
            (bool ok, ) = payable(msg.sender).call{value: rest}("");
            require(ok, "refund");
        }
        emit Payout(msg.sender, recipients.length, total);
    }
}
