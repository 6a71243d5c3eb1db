pragma solidity ^0.8.0;

interface IFeed {
    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80);
}

interface IRate {
    function rate() external view returns (uint256);
}

contract PriceCache {
    IFeed public feed;
    uint96 public price;
    uint128 public wide;

    // A feed's answer scaled to 18 decimals and narrowed to 96 bits.
    function poke() external {
        (, int256 answer, , , ) = feed.latestRoundData();
        require(answer > 0, "answer");
        price = uint96(uint256(answer) * 1e10); // want "converts uint256\\(answer\\) \\* 1e10, another contract's answer scaled up, to uint96"
    }

    // Safe: the scaled answer is checked against the type's maximum.
    function pokeChecked() external {
        (, int256 answer, , , ) = feed.latestRoundData();
        require(answer > 0, "answer");
        uint256 scaled = uint256(answer) * 1e10;
        require(scaled <= type(uint96).max, "fits");
        price = uint96(scaled);
    }

    // Safe: the answer is bounded before it is scaled.
    function pokeBounded(IRate r) external {
        uint256 rate = r.rate();
        require(rate <= 1e15, "bound");
        price = uint96(rate * 1e10);
    }

    // Safe: a product of a number that fits in 64 bits and a small constant fits in 128.
    function pokeNarrow(uint64 x) external {
        wide = uint128(uint256(x) * 1e10);
    }
}
