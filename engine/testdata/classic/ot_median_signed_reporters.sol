// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// Reporters sign (price, timestamp); anyone relays a sorted batch; the median is kept with its age.
contract SignedMedianOracle {
    address public owner;
    uint256 public quorum;
    mapping(address => bool) public isReporter;
    uint256 public reporterCount;
    uint128 public median;
    uint64 public updatedAt;

    event ReporterSet(address indexed reporter, bool enabled);
    event MedianUpdated(uint128 median, uint64 at);

    constructor(uint256 _quorum) {
        require(_quorum > 0 && _quorum % 2 == 1, "quorum");
        owner = msg.sender;
        quorum = _quorum;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function setReporter(address r, bool enabled) external onlyOwner {
        require(r != address(0), "zero");
        if (enabled && !isReporter[r]) reporterCount++;
        if (!enabled && isReporter[r]) reporterCount--;
        isReporter[r] = enabled;
        emit ReporterSet(r, enabled);
    }

    function setQuorum(uint256 q) external onlyOwner {
        require(q > 0 && q % 2 == 1 && q <= reporterCount, "quorum");
        quorum = q;
    }

    function relay(uint128[] calldata prices, uint64[] calldata times, bytes32[] calldata r, bytes32[] calldata s, uint8[] calldata v) external {
        uint256 n = prices.length;
        require(n == quorum && times.length == n && r.length == n && s.length == n && v.length == n, "length");
        address lastSigner = address(0);
        uint128 lastPrice = 0;
        for (uint256 i = 0; i < n; i++) {
            require(times[i] > updatedAt && times[i] <= block.timestamp, "time");
            require(prices[i] >= lastPrice, "order");
            bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32",
                keccak256(abi.encode(address(this), block.chainid, prices[i], times[i]))));
            require(uint256(s[i]) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "s");
            address signer = ecrecover(digest, v[i], r[i], s[i]);
            require(signer != address(0) && isReporter[signer], "signer");
            require(signer > lastSigner, "duplicate");
            lastSigner = signer;
            lastPrice = prices[i];
        }
        median = prices[n / 2];
        updatedAt = uint64(block.timestamp);
        emit MedianUpdated(median, updatedAt);
    }
}
