// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// Fill-the-pot game: the tenth 1 ETH entry wins the whole jackpot.
contract JackpotTen {
    uint256 public constant ENTRY = 1 ether;
    uint256 public constant TARGET = 10 ether;
    address public lastEntrant;

    function enter() external payable {
        require(msg.value == ENTRY, "entry");
        lastEntrant = msg.sender;
        // <yes> <report> DENIAL_OF_SERVICE
        if (address(this).balance == TARGET) {
            (bool ok, ) = msg.sender.call{value: address(this).balance}("");
            require(ok, "send");
        }
    }
}
