pragma solidity ^0.8.0;

// Reporters sign (price, time); the stored time is raised to the clock, which a signed time may not pass.
contract ClockWatermark {
    mapping(address => bool) public reporter;
    uint256 public price;
    uint64 public updatedAt;

    // Safe: a replayed time is no later than updatedAt any more.
    function relay(uint256[] calldata prices, uint64[] calldata times, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external {
        for (uint256 i = 0; i < prices.length; i++) {
            require(times[i] > updatedAt && times[i] <= block.timestamp, "time");
            bytes32 h = keccak256(abi.encode(address(this), block.chainid, prices[i], times[i]));
            require(reporter[ecrecover(h, v[i], r[i], s[i])], "signer");
        }
        price = prices[prices.length / 2];
        updatedAt = uint64(block.timestamp);
    }

    // A time in the future stays above the clock: the same message is accepted again until the clock passes it.
    function relayOne(uint256 p, uint64 t, uint8 v, bytes32 r, bytes32 s) external {
        require(t > updatedAt, "time");
        bytes32 h = keccak256(abi.encode(address(this), block.chainid, p, t));
        require(reporter[ecrecover(h, v, r, s)], "signer"); // want "ClockWatermark.relayOne\\(\\) checks a signature"
        price = p;
        updatedAt = uint64(block.timestamp);
    }
}
