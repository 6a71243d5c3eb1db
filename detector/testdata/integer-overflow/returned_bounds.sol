pragma solidity ^0.4.24;

library Cards {
    function valueOf(uint8 card, bool bigAce) internal pure returns (uint8) {
        uint8 value = card / 4;
        if (value == 0 || value == 11 || value == 12) {
            return 10;
        }
        if (value == 1 && bigAce) {
            return 11;
        }
        return value;
    }

    function raw(uint8 card) internal pure returns (uint8) {
        return card;
    }
}

contract Table {
    // Safe: each value is at most 63, and two fit in a uint8.
    function score(uint8 a, uint8 b) public pure returns (uint8) {
        return Cards.valueOf(a, true) + Cards.valueOf(b, true);
    }

    // The helper returns the card as it is: two of them can pass 255.
    function rawScore(uint8 a, uint8 b) public pure returns (uint8) {
        return Cards.raw(a) + Cards.raw(b); // want "can overflow"
    }
}
