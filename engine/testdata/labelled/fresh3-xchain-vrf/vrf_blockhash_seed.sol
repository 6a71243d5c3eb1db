// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract MintRevealer {
    address public owner;
    uint256 public revealBlock;
    uint256 public seed;
    bool public revealed;
    mapping(uint256 => uint256) public traitOf;
    uint256 public minted;

    constructor() {
        owner = msg.sender;
    }

    function mint() external payable {
        require(!revealed, "revealed");
        require(msg.value == 0.03 ether, "price");
        minted++;
    }

    function scheduleReveal() external {
        require(msg.sender == owner, "owner");
        revealBlock = block.number + 5;
    }

    // stands in for the oracle callback: the seed is whatever the caller sees in the chosen block
    function reveal() external {
        require(revealBlock != 0 && block.number > revealBlock, "not yet");
        require(!revealed, "revealed");
        // <yes> <report> BAD_RANDOMNESS
        seed = uint256(blockhash(block.number - 1));
        revealed = true;
    }

    function traits(uint256 tokenId) external view returns (uint256) {
        require(revealed, "hidden");
        return uint256(keccak256(abi.encode(seed, tokenId))) % 100;
    }
}
