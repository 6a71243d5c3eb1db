// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

/// Reflection-style dividend token: BNB/ETH sent to the token is shared among holders, and a public
/// `distributeDividends` pushes each holder's share in one loop. Holders are never removed, anyone
/// can create holders with dust transfers, and one holder that rejects ETH stops the payout.
contract DividendToken {
    string public constant name = "Dividend Token";
    string public constant symbol = "DIVI";
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => bool) private isHolder;
    address[] public holders;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint256 supply) {
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        isHolder[msg.sender] = true;
        holders.push(msg.sender);
    }

    receive() external payable {}

    function transfer(address to, uint256 value) external returns (bool) {
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        if (!isHolder[to]) {
            isHolder[to] = true;
            holders.push(to);
        }
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function distributeDividends() external {
        uint256 pot = address(this).balance;
        require(pot > 0, "empty");
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < holders.length; i++) {
            address h = holders[i];
            uint256 share = (pot * balanceOf[h]) / totalSupply;
            if (share > 0) {
                // <yes> <report> DENIAL_OF_SERVICE
                payable(h).transfer(share);
            }
        }
    }
}
