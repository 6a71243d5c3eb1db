// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC777 {
    function send(address recipient, uint256 amount, bytes calldata data) external;
    function operatorSend(address sender, address recipient, uint256 amount, bytes calldata data, bytes calldata operatorData) external;
}

// Rewards paid in an ERC-777 token: send() calls the recipient's tokensReceived hook before the claim is recorded.
contract RewardVault {
    IERC777 public immutable rewardToken;
    mapping(address => uint256) public stake;
    mapping(address => uint256) public claimedAt;
    uint256 public rewardPerBlock = 1e15;

    constructor(IERC777 token) {
        rewardToken = token;
    }

    function deposit() external payable {
        claimedAt[msg.sender] = block.number;
        stake[msg.sender] += msg.value;
    }

    function pending(address user) public view returns (uint256) {
        return (block.number - claimedAt[user]) * rewardPerBlock * stake[user] / 1e18;
    }

    function claim() external {
        uint256 reward = pending(msg.sender);
        // <yes> <report> REENTRANCY
        rewardToken.send(msg.sender, reward, "");
        claimedAt[msg.sender] = block.number;
    }
}
