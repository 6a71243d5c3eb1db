// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface Building {
  function isLastFloor(uint) external returns (bool);
}
contract Elevator {
  bool public top;
  uint public floor;
  function goTo(uint _floor) public {
    Building building = Building(msg.sender);
    if (! building.isLastFloor(_floor)) {
      floor = _floor;
      // <yes> <report> REENTRANCY
      top = building.isLastFloor(floor);
    }
  }
}
