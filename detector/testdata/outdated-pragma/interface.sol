pragma solidity >=0.6.2; // want "DynamicArrayCleanup.*usually meant to be imported"

interface IThing {
    function thing() external view returns (uint256);
}
