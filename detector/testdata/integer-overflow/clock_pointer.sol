pragma solidity =0.6.6;

// Uniswap's sliding-window oracle: an observation's timestamp only ever holds a past block.timestamp, written
// through a storage pointer to the entry; the time since cannot wrap, read through the pointer or through a
// memory copy of the entry.
contract Oracle {
    struct Observation { uint timestamp; uint price; }
    mapping(address => Observation[]) public observations;

    function update(address pair, uint8 i) external {
        Observation storage o = observations[pair][i];
        uint elapsed = block.timestamp - o.timestamp;
        if (elapsed > 10) {
            o.timestamp = block.timestamp;
        }
    }

    function consult(address pair, uint8 i) external view returns (uint) {
        Observation memory first = observations[pair][i];
        return block.timestamp - first.timestamp;
    }
}

// Vulnerable: the timestamp can also be set by the caller, to a time in the future.
contract Settable {
    struct Observation { uint timestamp; uint price; }
    mapping(address => Observation[]) public observations;

    function update(address pair, uint8 i) external {
        Observation storage o = observations[pair][i];
        uint elapsed = block.timestamp - o.timestamp; // want "Settable.update\\(\\): block.timestamp - o.timestamp can underflow"
        if (elapsed > 10) {
            o.timestamp = block.timestamp;
        }
    }

    function backdate(address pair, uint8 i, uint t) external {
        observations[pair][i].timestamp = t;
    }
}
