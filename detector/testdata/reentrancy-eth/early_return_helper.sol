// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// A pool update that returns early once per block checks and writes its block number like a lock, but a
// return only leaves the helper: the caller goes on, and a re-entrant call in the same block does too.
contract BlockRewards {
    uint256 public lastUpdate;
    uint256 public accPerShare;
    mapping(address => uint256) public owed;

    function update() public {
        if (block.number <= lastUpdate) return;
        accPerShare += 1;
        lastUpdate = block.number;
    }

    function claim() external {
        update();
        uint256 amount = owed[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "BlockRewards.claim\\(\\) sends ether to msg.sender before it writes owed\\[msg.sender\\]"
        require(ok, "send");
        owed[msg.sender] = 0;
    }

    receive() external payable {
        owed[msg.sender] += msg.value;
    }
}

// Safe: the helper reverts when the block was seen, so a re-entrant call in the same transaction reverts too:
// the check and the write make a lock for the rest of the caller.
contract OncePerBlock {
    uint256 public lastEntry;
    mapping(address => uint256) public owed;

    function enter() internal {
        require(block.number > lastEntry, "once per block");
        lastEntry = block.number;
    }

    function claim() external {
        enter();
        uint256 amount = owed[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
        owed[msg.sender] = 0;
    }

    receive() external payable {
        owed[msg.sender] += msg.value;
    }
}
