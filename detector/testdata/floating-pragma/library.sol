pragma solidity ^0.8.20; // want "usually meant to be imported"

interface IThing {
    function thing() external view returns (uint256);
}

library Lib {
    function twice(uint256 x) internal pure returns (uint256) {
        return 2 * x;
    }
}
