// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title Auto-compounder with a just-in-time deposit guard
/// @notice To stop deposits sandwiching a harvest, withdrawals are locked for a short window after a deposit
/// and the exit fee is waived once it has passed. The window is measured with block.timestamp and is a few
/// seconds long, well within what a block producer chooses.
contract JitGuardedCompounder {
    IERC20 public want;
    address public treasury;
    uint256 public constant LOCK = 15;
    uint256 public constant EXIT_FEE_BPS = 50;

    uint256 public totalShares;
    mapping(address => uint256) public shares;
    mapping(address => uint256) public lastDepositAt;

    constructor(IERC20 _want, address _treasury) {
        want = _want;
        treasury = _treasury;
    }

    function deposit(uint256 amount) external {
        uint256 pool = want.balanceOf(address(this));
        require(want.transferFrom(msg.sender, address(this), amount), "transferFrom");
        uint256 minted = totalShares == 0 ? amount : amount * totalShares / pool;
        shares[msg.sender] += minted;
        totalShares += minted;
        lastDepositAt[msg.sender] = block.timestamp;
    }

    function withdraw(uint256 shareAmount) external {
        uint256 amount = want.balanceOf(address(this)) * shareAmount / totalShares;
        shares[msg.sender] -= shareAmount;
        totalShares -= shareAmount;
        uint256 fee = 0;
        // <yes> <report> TIME_MANIPULATION
        if (block.timestamp < lastDepositAt[msg.sender] + LOCK) {
            fee = amount * EXIT_FEE_BPS / 10000;
            require(want.transfer(treasury, fee), "fee");
        }
        require(want.transfer(msg.sender, amount - fee), "transfer");
    }
}
