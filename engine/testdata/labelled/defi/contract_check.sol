// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

// A mint limited to accounts, told from contracts by code size: a contract minting from its constructor
// passes, as many times as it deploys.
contract AccountsOnlyMint {
    mapping(address => bool) public claimed;
    mapping(address => uint256) public balanceOf;

    function claim() external {
        // <yes> <report> OTHER
        require(msg.sender.code.length == 0, "no contracts");
        require(!claimed[msg.sender], "claimed");
        claimed[msg.sender] = true;
        balanceOf[msg.sender] += 100 ether;
    }
}
