pragma solidity ^0.7.6;

// A local declared from a decrement (last = count--) is no `arr.length - 1` index.
contract Counter {
    uint256 public count;

    // Safe: a counter raised by one a call cannot reach 2**256.
    function push() external {
        count++;
    }

    function pop() external returns (uint256) {
        uint256 last = count--; // want "Counter.pop\\(\\): count-- can underflow"
        return last;
    }

    // Safe: checked before the decrement.
    function popChecked() external returns (uint256) {
        require(count > 0, "empty");
        uint256 last = count--;
        return last;
    }
}
