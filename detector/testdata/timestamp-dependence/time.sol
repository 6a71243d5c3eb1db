pragma solidity ^0.5.0;

contract Time {
    uint256 start = block.timestamp; // want "initialised from the block timestamp"
    uint256 lastSeen;
    uint256 constant DEADLINE = 1546300800;

    function finished() public view returns (bool) {
        return block.timestamp >= DEADLINE; // want "compares a timestamp-derived value"
    }

    function play() public payable {
        uint256 t = now;
        if (t % 15 == 0) { // want "compares a timestamp-derived value"
            msg.sender.transfer(address(this).balance);
        }
    }

    function isOver() private view returns (bool) {
        return now > DEADLINE; // want "compares"
    }

    function run() public {
        if (isOver()) { // want "branches on a timestamp-derived condition"
            lastSeen = 1;
        }
    }

    function touch() public {
        lastSeen = now; // want "stores a timestamp-derived value"
    }

    // Safe: no block values involved.
    function count(uint256 a) public pure returns (bool) {
        return a > 10;
    }
}
