pragma solidity ^0.8.4;

contract Checked {
    mapping(address => uint256) balances;

    // Safe: 0.8 checks arithmetic.
    function add(uint256 v) external {
        balances[msg.sender] += v;
    }

    // Reported for review: the developer opted out of checks on caller-controlled values.
    function addUnchecked(uint256 v) external {
        unchecked {
            balances[msg.sender] += v; // want "can overflow"
        }
    }

    // Safe: checked before the unchecked subtraction.
    function sub(uint256 v) external {
        uint256 b = balances[msg.sender];
        if (b < v) revert();
        unchecked {
            balances[msg.sender] = b - v;
        }
    }
}
