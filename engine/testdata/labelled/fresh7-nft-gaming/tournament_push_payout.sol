// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

/// Weekly arena tournament: entry fees make the prize pool, paid to the top players when the host settles.
contract ArenaTournament {
    address public host;
    uint256 public entryFee = 0.01 ether;
    address[] public entrants;
    mapping(address => bool) public entered;
    bool public settled;

    constructor() {
        host = msg.sender;
    }

    function enter() external payable {
        require(msg.value == entryFee, "fee");
        require(!entered[msg.sender], "entered");
        entered[msg.sender] = true;
        entrants.push(msg.sender);
    }

    function settle(address[] calldata winners, uint256[] calldata sharesBps) external {
        require(msg.sender == host, "host");
        require(!settled, "settled");
        require(winners.length == sharesBps.length, "length");
        settled = true;
        uint256 pool = address(this).balance;
        for (uint256 i = 0; i < winners.length; i++) {
            uint256 prize = (pool * sharesBps[i]) / 10_000;
            // <yes> <report> DENIAL_OF_SERVICE
            (bool ok, ) = winners[i].call{value: prize}("");
            require(ok, "payout failed");
        }
    }
}
