// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Parimutuel pool with a 2% house rake that accrues to the treasury.
contract RakePool {
    IERC20 public immutable stake;
    address public treasury;
    address public owner;
    uint256 public accruedFees;
    uint256 public open;
    mapping(uint256 => mapping(address => uint256)) public bets;
    mapping(uint256 => uint256) public outcomePool;
    uint256 public winner;
    bool public resolved;

    constructor(IERC20 _stake, address _treasury) {
        stake = _stake;
        treasury = _treasury;
        owner = msg.sender;
    }

    function bet(uint256 outcome, uint256 amount) external {
        require(!resolved, "resolved");
        require(stake.transferFrom(msg.sender, address(this), amount), "pull");
        uint256 fee = (amount * 200) / 10_000;
        accruedFees += fee;
        bets[outcome][msg.sender] += amount - fee;
        outcomePool[outcome] += amount - fee;
        open += amount - fee;
    }

    function resolve(uint256 outcome) external {
        require(msg.sender == owner, "owner");
        resolved = true;
        winner = outcome;
    }

    function claim() external {
        require(resolved, "open");
        uint256 b = bets[winner][msg.sender];
        bets[winner][msg.sender] = 0;
        require(stake.transfer(msg.sender, (b * open) / outcomePool[winner]), "pay");
    }

    /// Sends the accrued rake to the given recipient.
    function withdrawFees(address to) external {
        uint256 amount = accruedFees;
        accruedFees = 0;
        // <yes> <report> ACCESS_CONTROL
        require(stake.transfer(to, amount), "fees");
    }
}
