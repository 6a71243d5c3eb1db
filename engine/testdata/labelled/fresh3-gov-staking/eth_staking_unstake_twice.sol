// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

contract NodeOperatorBond {
    struct Bond {
        uint256 amount;
        uint256 unlockAt;
        bool exiting;
    }

    uint256 public constant UNBONDING = 14 days;
    uint256 public constant MIN_BOND = 16 ether;

    address public operatorRegistry;
    uint256 public totalBonded;
    mapping(address => Bond) public bonds;

    event Bonded(address indexed operator, uint256 amount);
    event ExitRequested(address indexed operator, uint256 unlockAt);
    event Unbonded(address indexed operator, uint256 amount);

    constructor(address registry) {
        operatorRegistry = registry;
    }

    function bond() external payable {
        require(msg.value >= MIN_BOND || bonds[msg.sender].amount > 0, "bond too small");
        Bond storage b = bonds[msg.sender];
        require(!b.exiting, "exiting");
        b.amount += msg.value;
        totalBonded += msg.value;
        emit Bonded(msg.sender, msg.value);
    }

    function requestExit() external {
        Bond storage b = bonds[msg.sender];
        require(b.amount > 0, "no bond");
        require(!b.exiting, "already exiting");
        b.exiting = true;
        b.unlockAt = block.timestamp + UNBONDING;
        emit ExitRequested(msg.sender, b.unlockAt);
    }

    function unbond() external {
        Bond storage b = bonds[msg.sender];
        require(b.exiting, "request exit first");
        require(block.timestamp >= b.unlockAt, "unbonding");
        uint256 amount = b.amount;
        totalBonded -= amount;
        // <yes> <report> OTHER
        msg.sender.transfer(amount);
        emit Unbonded(msg.sender, amount);
    }

    function bondOf(address operator) external view returns (uint256) {
        return bonds[operator].amount;
    }
}
