// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// The DAO's splitDAO in miniature: the reward is paid out through a helper before the member's tokens are
// zeroed.
contract MiniDAO {
    mapping(address => uint256) public balances;
    uint256 public totalSupply;

    function buyTokens() external payable {
        balances[msg.sender] += msg.value;
        totalSupply += msg.value;
    }

    function withdrawRewardFor(address member) internal returns (bool) {
        uint256 reward = balances[member] * address(this).balance / totalSupply;
        (bool ok, ) = member.call{value: reward}("");
        return ok;
    }

    function split() external {
        require(balances[msg.sender] > 0, "nothing");
        // <yes> <report> REENTRANCY
        require(withdrawRewardFor(msg.sender), "payout");
        totalSupply -= balances[msg.sender];
        balances[msg.sender] = 0;
    }
}
