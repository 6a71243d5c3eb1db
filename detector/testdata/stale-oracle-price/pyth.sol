pragma solidity ^0.8.0;

interface IPyth {
    struct Price {
        int64 price;
        uint64 conf;
        int32 expo;
        uint256 publishTime;
    }

    function getPriceUnsafe(bytes32 id) external view returns (Price memory);
    function getPriceNoOlderThan(bytes32 id, uint256 age) external view returns (Price memory);
}

contract PythConsumer {
    IPyth public pyth;
    bytes32 public feedId;

    function unchecked_() external view returns (int64) {
        IPyth.Price memory p = pyth.getPriceUnsafe(feedId); // want "PythConsumer.unchecked_\\(\\) reads the price from pyth with getPriceUnsafe, which does not check its age, and never compares its publishTime"
        require(p.price > 0);
        return p.price;
    }

    // A publish time that is only non-zero is no age check.
    function nonZero() external view returns (int64) {
        IPyth.Price memory p = pyth.getPriceUnsafe(feedId); // want "PythConsumer.nonZero\\(\\) reads the price from pyth with getPriceUnsafe"
        require(p.publishTime != 0);
        return p.price;
    }

    // Safe: the age is checked.
    function checked() external view returns (int64) {
        IPyth.Price memory p = pyth.getPriceUnsafe(feedId);
        require(block.timestamp - p.publishTime <= 60, "stale");
        return p.price;
    }

    // Safe: the oracle checks the age itself.
    function bounded() external view returns (int64) {
        IPyth.Price memory p = pyth.getPriceNoOlderThan(feedId, 60);
        return p.price;
    }

    // Safe: the whole price, publish time included, goes to the caller.
    function raw() external view returns (IPyth.Price memory) {
        IPyth.Price memory p = pyth.getPriceUnsafe(feedId);
        return p;
    }

    // The price and exponent go to a scaling helper, which sees no publish time.
    function scaled() external view returns (uint256) {
        IPyth.Price memory p = pyth.getPriceUnsafe(feedId); // want "PythConsumer.scaled\\(\\) reads the price from pyth with getPriceUnsafe"
        require(p.price > 0);
        return _wad(uint256(uint64(p.price)), p.expo);
    }

    // Safe: the whole price goes to a helper that checks its age.
    function helped() external view returns (int64) {
        IPyth.Price memory p = pyth.getPriceUnsafe(feedId);
        _fresh(p);
        return p.price;
    }

    // Safe: the publish time goes to a helper.
    function helpedTime() external view returns (int64) {
        IPyth.Price memory p = pyth.getPriceUnsafe(feedId);
        _freshTime(p.publishTime);
        return p.price;
    }

    function _fresh(IPyth.Price memory p) internal view {
        require(block.timestamp - p.publishTime <= 60, "stale");
    }

    function _freshTime(uint256 t) internal view {
        require(block.timestamp - t <= 60, "stale");
    }

    function _wad(uint256 px, int32 expo) internal pure returns (uint256) {
        return expo >= 0 ? px * 10 ** uint32(expo) : px / 10 ** uint32(-expo);
    }
}
