pragma solidity ^0.8.0;

interface IOracle {
    function price() external returns (uint256);
}

contract Asserts {
    uint256 public counter;
    uint256 private immutableish;
    mapping(address => uint256) public balances;
    bool public everMatched;
    IOracle oracle;

    constructor(uint256 v) {
        require(v > 0);
        immutableish = v;
    }

    function bump() internal returns (bool) {
        counter++;
        return true;
    }

    function sideEffects() external {
        assert(bump()); // want "assert\\(bump\\(\\)\\) calls Asserts.bump\\(\\), which writes state"
        assert((counter += 1) > 0); // want "changes state in its condition \\(\\+=\\)"
    }

    function alwaysFails() external pure {
        assert(false); // want "always fails when it is reached"
    }

    function input(uint256 amount) external pure {
        assert(amount > 0); // want "checks a value the caller controls"
    }

    function external_() external {
        assert(oracle.price() == 10); // want "makes an external call that can change state"
    }

    function balanceCheck(uint256 expected) internal view {
        assert(address(this).balance == expected); // want "checks an ether balance"
    }

    function lookup(address a, address b) external {
        if (a != address(0)) {
            everMatched = balances[a] == balances[b];
        }
    }

    function invariantBroken() external view {
        assert(!everMatched); // want "depends on everMatched, which any caller can change"
    }

    // Invariants: only the constructor writes immutableish, and locals computed here cannot fail.
    function invariants() external view returns (uint256) {
        assert(immutableish > 0);
        uint256 x = 5;
        uint256 y = x * 2;
        assert(y >= x);
        return y;
    }

    function validated(uint256 amount) external pure {
        require(amount > 0);
    }
}
