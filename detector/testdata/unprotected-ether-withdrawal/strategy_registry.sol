// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// Safe: a vault lends its ether to strategies governance registers; a strategy is told by a set field of its
// record (Yearn's strategies[msg.sender].activation > 0).
contract StrategyVault {
    struct StrategyParams {
        uint256 activation;
        uint256 debtLimit;
        uint256 totalDebt;
    }

    address public governance;
    mapping(address => StrategyParams) public strategies;

    constructor() {
        governance = msg.sender;
    }

    receive() external payable {}

    function addStrategy(address strategy, uint256 debtLimit) external {
        require(msg.sender == governance, "governance");
        strategies[strategy] = StrategyParams({activation: block.timestamp, debtLimit: debtLimit, totalDebt: 0});
    }

    function borrow(uint256 amount) external {
        require(strategies[msg.sender].activation > 0, "not a strategy");
        payable(msg.sender).transfer(amount);
    }
}

// The same check over a registry anyone joins admits anyone: the check is void, reported low here and where the
// record is set.
contract OpenRegistryVault {
    struct Member {
        uint256 since;
    }

    mapping(address => Member) public members;

    receive() external payable {}

    function join() external {
        members[msg.sender].since = block.timestamp;
    }

    function borrow(uint256 amount) external { // want "OpenRegistryVault.borrow\\(\\) lets any caller send amount to payable\\(msg.sender\\), since its check of the caller compares with an account any caller can set"
        require(members[msg.sender].since > 0, "not a member");
        payable(msg.sender).transfer(amount);
    }
}
