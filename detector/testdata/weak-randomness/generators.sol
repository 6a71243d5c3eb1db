pragma solidity ^0.4.24;

// Random-number generators built from block data are reported where the draw is made, whether or not anything
// calls them yet.
library Deck {
    function deal(address player, uint8 cardNumber) internal returns (uint8) {
        uint b = block.number; // want "Deck.deal\\(\\) returns a random number drawn from block data"
        return uint8(uint256(keccak256(block.blockhash(b), player, cardNumber)) % 52);
    }
}

contract Dice {
    uint256 private salt = 7;

    // Never called: still a weak generator.
    function random(uint max) view private returns (uint256 result) {
        uint256 seed = block.number / 3 + (salt % 300); // want "Dice.random\\(\\) returns a random number drawn from block data \\(uint256\\(blockhash\\(seed\\)\\)\\)"
        uint256 h = uint256(blockhash(seed));
        return h % max + 1;
    }

    function roll() public view returns (uint8 face) {
        face = uint8(uint256(keccak256(abi.encodePacked(now, msg.sender))) % 6); // want "Dice.roll\\(\\) returns a random number drawn from block data"
    }

    // Safe: a hash of the time and the sender names an order; it is not drawn from.
    function orderId() public view returns (bytes32) {
        return keccak256(abi.encodePacked(now, msg.sender));
    }

    // Safe: the time of day is a window, not a draw.
    function secondsToday() public view returns (uint256) {
        return now % 1 days;
    }

    // Safe: a block number is not a random value.
    function height() public view returns (uint256) {
        return block.number + 1;
    }

    // Safe: the draw uses the caller's own seed.
    function pick(uint256 userSeed, uint256 n) public pure returns (uint256) {
        return uint256(keccak256(abi.encodePacked(userSeed))) % n;
    }
}
