pragma solidity ^0.8.20;

// The rate a staking oracle reports to other contracts, worked out from a balance anyone can set.
contract OpenRateOracle {
    uint256 public totalEth;
    uint256 public supply = 1e18;

    function report(uint256 eth) external { // want "OpenRateOracle.report\\(\\) lets any caller set totalEth, which OpenRateOracle.rate\\(\\) works into the rate it reports"
        totalEth = eth;
    }

    function rate() external view returns (uint256) {
        return (totalEth * 1e18) / supply;
    }
}

// Safe: only the oracle sets the balance the rate is worked out from.
contract GuardedRateOracle {
    address public immutable oracle;
    uint256 public totalEth;
    uint256 public supply = 1e18;

    constructor(address o) {
        oracle = o;
    }

    function report(uint256 eth) external {
        require(msg.sender == oracle, "oracle");
        totalEth = eth;
    }

    function rate() external view returns (uint256) {
        return (totalEth * 1e18) / supply;
    }
}

// Safe: a value anyone may set that a view only hands back as it is: a note, not a rate.
contract OpenNote {
    uint256 public lastNote;

    function note(uint256 x) external {
        lastNote = x;
    }

    function read() external view returns (uint256) {
        return lastNote;
    }
}

// Safe: a value anyone may set that a view returns moved by the caller's offset, not worked into a rate.
contract OpenOffset {
    uint256 internal value;

    function setValue(uint256 x) public {
        value = x;
    }

    function getValue(uint256 offset) public view returns (uint256) {
        return value + offset;
    }
}
