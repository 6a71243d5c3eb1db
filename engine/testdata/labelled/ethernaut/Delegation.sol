// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
contract Delegate {
  address public owner;
  constructor(address _owner) {
    owner = _owner;
  }
  function pwn() public {
    // <yes> <report> ACCESS_CONTROL
    owner = msg.sender;
  }
}
contract Delegation {
  address public owner;
  Delegate delegate;
  constructor(address _delegateAddress) {
    delegate = Delegate(_delegateAddress);
    owner = msg.sender;
  }
  fallback() external {
    // <yes> <report> ACCESS_CONTROL
    (bool result,) = address(delegate).delegatecall(msg.data);
    if (result) {
      this;
    }
  }
}
