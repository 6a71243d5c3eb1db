// SPDX-License-Identifier: MIT
pragma solidity 0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract GaugeRewards {
    IERC20 public immutable reward;
    address public distributor;
    mapping(address => uint256) public earned;

    constructor(IERC20 _reward) {
        reward = _reward;
        distributor = msg.sender;
    }

    function notify(address[] calldata users, uint256[] calldata amounts) external {
        require(msg.sender == distributor, "auth");
        for (uint256 i; i < users.length; ++i) {
            earned[users[i]] += amounts[i];
        }
    }

    function claim(uint256 amount) external {
        unchecked {
            // <yes> <report> ARITHMETIC
            earned[msg.sender] -= amount;
        }
        require(reward.transfer(msg.sender, amount), "transfer");
    }
}
