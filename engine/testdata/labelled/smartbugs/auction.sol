pragma solidity ^0.4.15;
contract DosAuction {
  address currentFrontrunner;
  uint currentBid;
  function bid() payable {
    require(msg.value > currentBid);
    if (currentFrontrunner != 0) {
      // <yes> <report> DENIAL_OF_SERVICE
      require(currentFrontrunner.send(currentBid));
    }
    currentFrontrunner = msg.sender;
    currentBid         = msg.value;
  }
}
