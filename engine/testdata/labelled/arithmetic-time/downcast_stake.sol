// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

// Packed stakes: the deposit is recorded as uint128 but the full amount is pulled in. A deposit of 2**128
// tokens is recorded as zero; the explicit conversion does not revert in 0.8.
contract PackedStaking {
    struct Stake {
        uint128 amount;
        uint64 since;
    }

    IERC20 public immutable token;
    mapping(address => Stake) public stakes;

    constructor(IERC20 t) {
        token = t;
    }

    function stake(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "pull");
        // <yes> <report> ARITHMETIC
        stakes[msg.sender].amount += uint128(amount);
        stakes[msg.sender].since = uint64(block.timestamp);
    }

    function unstake() external {
        uint256 amount = stakes[msg.sender].amount;
        delete stakes[msg.sender];
        require(token.transfer(msg.sender, amount), "push");
    }
}
