pragma solidity ^0.4.24;

contract Payout {
    uint public pot;

    function share(uint players, uint winners) public view returns (uint) {
        uint perPlayer = pot / players;
        return perPlayer * winners; // want "Payout.share\\(\\) multiplies perPlayer, the result of the division pot / players"
    }

    function shareFixed(uint players, uint winners) public view returns (uint) {
        return pot * winners / players;
    }
}
