// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract TokenVesting {
    IERC20 public immutable token;
    address public immutable beneficiary;
    uint256 public immutable start;
    uint256 public immutable duration;
    uint256 public released;
    uint256 public immutable total;

    constructor(IERC20 _token, address _beneficiary, uint256 _start, uint256 _duration, uint256 _total) {
        token = _token;
        beneficiary = _beneficiary;
        start = _start;
        duration = _duration;
        total = _total;
    }

    function release(uint256 amount) external {
        uint256 vested = block.timestamp >= start + duration ? total : total * (block.timestamp - start) / duration;
        // <yes> <report> OTHER
        require(vested - released >= 0, "nothing vested");
        released += amount;
        token.transfer(beneficiary, amount);
    }
}
