// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

abstract contract ReentrancyGuard {
    uint256 private constant NOT_ENTERED = 1;
    uint256 private constant ENTERED = 2;
    uint256 private _status = NOT_ENTERED;

    modifier nonReentrant() {
        require(_status != ENTERED, "ReentrancyGuard: reentrant call");
        _status = ENTERED;
        _;
        _status = NOT_ENTERED;
    }
}

// withdraw() is locked; emergencyWithdraw(), added later, pays the same stake without the lock and clears it
// after the call.
contract Staking is ReentrancyGuard {
    mapping(address => uint256) public staked;
    uint256 public totalStaked;

    function stake() external payable nonReentrant {
        staked[msg.sender] += msg.value;
        totalStaked += msg.value;
    }

    function withdraw(uint256 amount) external nonReentrant {
        require(staked[msg.sender] >= amount, "stake");
        staked[msg.sender] -= amount;
        totalStaked -= amount;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }

    function emergencyWithdraw() external {
        uint256 amount = staked[msg.sender];
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
        totalStaked -= amount;
        staked[msg.sender] = 0;
    }
}
