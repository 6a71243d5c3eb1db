pragma solidity ^0.8.0;

contract Dispatcher {
    uint256 private total;

    function add(uint256 v) internal { total += v; }

    function run(uint256 v, uint256 offset) external {
        function (uint256) internal op = add;
        assembly { op := add(op, offset) } // want "Dispatcher.run\\(\\) overwrites the function-type variable op"
        op(v);
    }

    // Safe: assembly reads the pointer but does not write it.
    function peek(uint256 v) external returns (uint256 raw) {
        function (uint256) internal op = add;
        assembly { raw := op }
        op(v);
    }
}
