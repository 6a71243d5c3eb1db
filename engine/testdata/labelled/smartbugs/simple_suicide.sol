pragma solidity ^0.4.0;
contract SimpleSuicide {
  function sudicideAnyone() {
    // <yes> <report> ACCESS_CONTROL
    selfdestruct(msg.sender);
  }
}
