// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.12;

contract RangePositions {
    struct Position {
        uint128 liquidity;
        uint256 feeGrowthInside;
    }

    int128 public activeLiquidity;
    mapping(bytes32 => Position) public positions;

    function _key(address owner, int24 lower, int24 upper) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked(owner, lower, upper));
    }

    function mint(int24 lower, int24 upper, uint256 amount) external {
        require(lower < upper, "range");
        require(amount > 0, "zero");
        bytes32 key = _key(msg.sender, lower, upper);
        // <yes> <report> ARITHMETIC
        positions[key].liquidity += uint128(amount);
        activeLiquidity += int128(int256(amount));
    }

    function burn(int24 lower, int24 upper, uint128 amount) external {
        bytes32 key = _key(msg.sender, lower, upper);
        positions[key].liquidity -= amount;
        activeLiquidity -= int128(amount);
    }
}
