// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract PositionManager {
    struct Position {
        address owner;
        uint256 collateral;
        uint256 debt;
    }

    mapping(uint256 => Position) public positions;
    uint256 public nextId;
    uint256 public totalDebt;

    function open() external payable returns (uint256 id) {
        id = nextId++;
        positions[id] = Position(msg.sender, msg.value, 0);
    }

    function borrow(uint256 id, uint256 amount) external {
        Position storage p = positions[id];
        require(p.owner == msg.sender, "owner");
        require((p.debt + amount) * 2 <= p.collateral, "undercollateralised");
        p.debt += amount;
        totalDebt += amount;
        payable(msg.sender).transfer(amount);
    }

    function repay(uint256 id) external payable {
        // <yes> <report> OTHER
        Position memory p = positions[id];
        require(msg.value <= p.debt, "too much");
        p.debt -= msg.value;
        totalDebt -= msg.value;
    }
}
