// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Batch purchase of ticket tiers: each iteration checks msg.value against one price, so one payment buys many.
contract TicketBooth {
    address public immutable organiser;
    mapping(uint256 => uint256) public priceOf;
    mapping(uint256 => uint256) public remaining;
    mapping(address => mapping(uint256 => uint256)) public tickets;

    constructor() {
        organiser = msg.sender;
    }

    function listTier(uint256 tier, uint256 price, uint256 supply) external {
        require(msg.sender == organiser, "organiser");
        priceOf[tier] = price;
        remaining[tier] = supply;
    }

    function _buy(uint256 tier, uint256 paid) internal {
        require(remaining[tier] > 0, "sold out");
        require(paid >= priceOf[tier], "price");
        remaining[tier] -= 1;
        tickets[msg.sender][tier] += 1;
    }

    function buyBatch(uint256[] calldata tiers) external payable {
        for (uint256 i = 0; i < tiers.length; i++) {
            // <yes> <report> DENIAL_OF_SERVICE
            _buy(tiers[i], msg.value);
        }
    }

    function withdraw() external {
        require(msg.sender == organiser, "organiser");
        (bool ok, ) = organiser.call{value: address(this).balance}("");
        require(ok, "send");
    }
}
