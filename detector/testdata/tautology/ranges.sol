pragma solidity ^0.8.0;

contract Ranges {
    uint256 public v;

    function either(uint256 x) public {
        require(x > 0 || x < 10); // want "Ranges.either\\(\\): x > 0 \\|\\| x < 10 is always true: every value satisfies one of the comparisons"
        v = x;
    }

    function both(uint256 x) public {
        require(x < 5 && x > 9); // want "x < 5 && x > 9 is always false: no value satisfies both comparisons"
        v = x;
    }

    function notEither(uint8 x) public {
        require(x != 3 || x != 4); // want "is always true"
        v = x;
    }

    function signed(int8 x) public {
        require(x >= 0 || x < 0); // want "is always true"
        v = uint8(x);
    }

    // Safe: a range check, two operands, a value left out.
    function inRange(uint256 x) public {
        require(x > 0 && x < 10);
        v = x;
    }

    function two(uint256 x, uint256 y) public {
        require(x > 0 || y < 10);
        v = x;
    }

    function notTen(uint256 x) public {
        require(x > 10 || x < 10);
        v = x;
    }
}
