// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.4;

struct Price {
    int64 price;
    uint64 conf;
    int32 expo;
    uint publishTime;
}

interface IPyth {
    function getPriceUnsafe(bytes32 id) external view returns (Price memory price);
    function getPriceNoOlderThan(bytes32 id, uint age) external view returns (Price memory price);
    function getUpdateFee(bytes[] calldata updateData) external view returns (uint feeAmount);
    function updatePriceFeeds(bytes[] calldata updateData) external payable;
}

// A margin account's price reader over Pyth: the confidence interval is checked, the age is not.
contract PythMarginOracle {
    IPyth public immutable pyth;
    bytes32 public immutable priceId;
    uint64 public constant MAX_CONF_BPS = 200;

    constructor(IPyth _pyth, bytes32 _priceId) {
        pyth = _pyth;
        priceId = _priceId;
    }

    function markPrice() public view returns (uint256) {
        // <yes> <report> OTHER
        Price memory p = pyth.getPriceUnsafe(priceId);
        require(p.price > 0, "price");
        require(uint256(p.conf) * 10000 <= uint256(uint64(p.price)) * MAX_CONF_BPS, "confidence");
        return _toWad(uint256(uint64(p.price)), p.expo);
    }

    function refreshAndMark(bytes[] calldata updateData) external payable returns (uint256) {
        uint fee = pyth.getUpdateFee(updateData);
        require(msg.value >= fee, "fee");
        pyth.updatePriceFeeds{value: fee}(updateData);
        Price memory p = pyth.getPriceNoOlderThan(priceId, 60);
        return _toWad(uint256(uint64(p.price)), p.expo);
    }

    function _toWad(uint256 price, int32 expo) internal pure returns (uint256) {
        if (expo >= 0) return price * 10 ** (18 + uint32(expo));
        uint32 neg = uint32(-expo);
        return neg <= 18 ? price * 10 ** (18 - neg) : price / 10 ** (neg - 18);
    }
}
