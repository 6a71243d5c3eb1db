pragma solidity ^0.6.0;

contract Paths {
    // Safe: path[i + 1] was read, so path.length >= 2 where path.length - 2 is taken.
    function hops(address[] memory path) public pure returns (uint n) {
        for (uint i; i < path.length - 1; i++) {
            address next = path[i + 1];
            if (next != address(0) && i < path.length - 2) {
                n++;
            }
        }
    }

    // Safe: path[2] read first.
    function third(address[] memory path) public pure returns (uint) {
        require(path[2] != address(0));
        return path.length - 3;
    }

    // Only path[0] was read: path.length - 2 wraps for one element.
    function short(address[] memory path) public pure returns (uint) {
        address x = path[0];
        require(x != address(0));
        return path.length - 2; // want "path.length - 2 can underflow"
    }
}
