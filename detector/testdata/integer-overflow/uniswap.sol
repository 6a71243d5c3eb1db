pragma solidity =0.5.16;

library UQ112x112 {
    uint224 constant Q112 = 2**112;

    // Safe: a uint112 times 2**112 fits in 224 bits.
    function encode(uint112 y) internal pure returns (uint224 z) {
        z = uint224(y) * Q112;
    }

    function uqdiv(uint224 x, uint112 y) internal pure returns (uint224 z) {
        z = x / uint224(y);
    }
}

contract Pair {
    using UQ112x112 for uint224;

    uint112 private reserve0;
    uint112 private reserve1;
    uint public price0;

    // Safe: a 224-bit quotient times a 32-bit time fits in 256 bits.
    function update(uint32 timeElapsed) external {
        price0 = uint(UQ112x112.encode(reserve1).uqdiv(reserve0)) * timeElapsed;
    }

    // Safe: the subtraction runs only when the balance exceeds what it subtracts.
    function amountIn(uint balance0, uint amount0Out) external view returns (uint) {
        require(amount0Out < reserve0);
        return balance0 > reserve0 - amount0Out ? balance0 - (reserve0 - amount0Out) : 0;
    }

    function amountInElse(uint balance0, uint owed) external pure returns (uint) {
        return owed >= balance0 ? 0 : balance0 - owed;
    }

    // A wider product does not fit.
    function wide(uint224 x, uint64 t) external pure returns (uint) {
        return uint(x) * t; // want "uint\\(x\\) \\* t can overflow"
    }
}

// Safe: a clock cut to 32 bits less its last stored reading (Uniswap V2's timeElapsed).
contract Oracle {
    uint32 private blockTimestampLast;
    uint public acc;

    function update(uint price) external {
        uint32 blockTimestamp = uint32(block.timestamp % 2**32);
        uint32 timeElapsed = blockTimestamp - blockTimestampLast;
        if (timeElapsed > 0) {
            acc = price;
        }
        blockTimestampLast = blockTimestamp;
    }
}
