pragma solidity ^0.8.0;

// 0.5 and later reject short calldata: nothing to report.
contract ModernToken {
    mapping(address => uint256) balances;

    function transfer(address to, uint256 value) public returns (bool) {
        balances[msg.sender] -= value;
        balances[to] += value;
        return true;
    }
}
