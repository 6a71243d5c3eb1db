// SPDX-License-Identifier: MIT
pragma solidity ^0.5.0;
contract Ownable {
  address public owner;
  constructor() public { owner = msg.sender; }
  modifier onlyOwner() { require(msg.sender == owner); _; }
}
contract AlienCodex is Ownable {
  bool public contact;
  bytes32[] public codex;
  modifier contacted() {
    assert(contact);
    _;
  }
  function makeContact() public {
    contact = true;
  }
  function record(bytes32 _content) contacted public {
    codex.push(_content);
  }
  function retract() contacted public {
    // <yes> <report> ARITHMETIC
    codex.length--;
  }
  function revise(uint i, bytes32 _content) contacted public {
    // <yes> <report> ACCESS_CONTROL
    codex[i] = _content;
  }
}
