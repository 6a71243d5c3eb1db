// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
contract Vault {
  bool public locked;
  // <yes> <report> OTHER
  bytes32 private password;
  constructor(bytes32 _password) {
    locked = true;
    password = _password;
  }
  function unlock(bytes32 _password) public {
    if (password == _password) {
      locked = false;
    }
  }
}
