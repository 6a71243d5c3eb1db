// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// Crafting workshop: players deposit ETH as crafting credit and withdraw what they did not spend.
contract Workshop {
    mapping(address => uint256) public credit;
    mapping(address => uint256) public crafted;
    uint256 public constant RECIPE_COST = 0.001 ether;

    function deposit() external payable {
        credit[msg.sender] += msg.value;
    }

    function craft(uint256 times) external {
        uint256 cost = times * RECIPE_COST;
        require(credit[msg.sender] >= cost, "credit");
        credit[msg.sender] -= cost;
        crafted[msg.sender] += times;
    }

    function withdrawCredit() external {
        uint256 amount = credit[msg.sender];
        require(amount > 0, "none");
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "refund");
        credit[msg.sender] = 0;
    }
}
