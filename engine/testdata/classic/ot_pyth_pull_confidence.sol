// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.4;

struct Price {
    int64 price;
    uint64 conf;
    int32 expo;
    uint publishTime;
}

interface IPyth {
    function getPriceNoOlderThan(bytes32 id, uint age) external view returns (Price memory price);
    function getPriceUnsafe(bytes32 id) external view returns (Price memory price);
    function getUpdateFee(bytes[] calldata updateData) external view returns (uint feeAmount);
    function updatePriceFeeds(bytes[] calldata updateData) external payable;
}

// Pulls Pyth updates paid by the caller, refunds the change, and reads prices no older than a minute within a
// confidence bound.
contract PythPullConsumer {
    IPyth public immutable pyth;
    uint256 public constant MAX_AGE = 60;
    uint256 public constant MAX_CONF_BPS = 100;

    constructor(IPyth _pyth) {
        pyth = _pyth;
    }

    function updateAndRead(bytes[] calldata updateData, bytes32 id) external payable returns (uint256) {
        uint256 fee = pyth.getUpdateFee(updateData);
        require(msg.value >= fee, "fee");
        pyth.updatePriceFeeds{value: fee}(updateData);
        if (msg.value > fee) {
            (bool ok, ) = payable(msg.sender).call{value: msg.value - fee}("");
            require(ok, "refund");
        }
        return read(id);
    }

    function read(bytes32 id) public view returns (uint256) {
        Price memory p = pyth.getPriceNoOlderThan(id, MAX_AGE);
        require(p.price > 0, "price");
        uint256 px = uint256(uint64(p.price));
        require(uint256(p.conf) * 10000 <= px * MAX_CONF_BPS, "confidence");
        return _wad(px, p.expo);
    }

    function readCached(bytes32 id) external view returns (uint256) {
        Price memory p = pyth.getPriceUnsafe(id);
        require(block.timestamp - p.publishTime <= MAX_AGE, "stale");
        require(p.price > 0, "price");
        return _wad(uint256(uint64(p.price)), p.expo);
    }

    function _wad(uint256 px, int32 expo) internal pure returns (uint256) {
        if (expo >= 0) return px * 10 ** (18 + uint32(expo));
        uint32 neg = uint32(-expo);
        return neg <= 18 ? px * 10 ** (18 - neg) : px / 10 ** (neg - 18);
    }
}
