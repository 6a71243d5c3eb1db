pragma solidity ^0.8.0;

abstract contract Hooks {
    uint256 internal shared; // want "Hooks.shared is an internal state variable that is never read"

    function _before(address from, uint256 amount) internal virtual {}

    function run(address from, uint256 amount) public {
        shared = amount;
        _before(from, amount);
    }
}

contract Impl is Hooks {
    function _before(address from, uint256 amount) internal override {
        require(amount > 0);
    }
}
