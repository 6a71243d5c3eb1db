// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

/// Arena tournament with pull payments: settlement credits winners, who withdraw on their own.
contract ArenaPrizes {
    address public immutable host;
    uint256 public constant ENTRY_FEE = 0.01 ether;
    mapping(address => bool) public entered;
    mapping(address => uint256) public prizeOf;
    bool public settled;
    uint256 private locked = 1;

    modifier nonReentrant() {
        require(locked == 1, "reentrant");
        locked = 2;
        _;
        locked = 1;
    }

    constructor() {
        host = msg.sender;
    }

    function enter() external payable {
        require(msg.value == ENTRY_FEE, "fee");
        require(!entered[msg.sender], "entered");
        entered[msg.sender] = true;
    }

    function settle(address[] calldata winners, uint256[] calldata sharesBps) external {
        require(msg.sender == host, "host");
        require(!settled, "settled");
        require(winners.length == sharesBps.length, "length");
        settled = true;
        uint256 pool = address(this).balance;
        uint256 total;
        for (uint256 i = 0; i < winners.length; i++) {
            total += sharesBps[i];
            prizeOf[winners[i]] += (pool * sharesBps[i]) / 10_000;
        }
        require(total <= 10_000, "shares");
    }

    function withdrawPrize() external nonReentrant {
        uint256 amount = prizeOf[msg.sender];
        require(amount > 0, "nothing");
        prizeOf[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }
}
