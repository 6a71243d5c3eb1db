// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

/// Signed claims for off-chain quests: the signer approves (questId, playerTag) and the claim pays the reward.
contract QuestRewards {
    address public signer;
    address public owner;
    mapping(bytes32 => bool) public claimed;
    mapping(string => uint256) public rewardOf;

    constructor(address _signer) {
        owner = msg.sender;
        signer = _signer;
    }

    receive() external payable {}

    function setReward(string calldata questId, uint256 amount) external {
        require(msg.sender == owner, "owner");
        rewardOf[questId] = amount;
    }

    function claim(string calldata questId, string calldata playerTag, uint8 v, bytes32 r, bytes32 s) external {
        // <yes> <report> OTHER
        bytes32 key = keccak256(abi.encodePacked(questId, playerTag));
        require(!claimed[key], "claimed");
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", key));
        require(ecrecover(digest, v, r, s) == signer, "signature");
        claimed[key] = true;
        (bool ok, ) = msg.sender.call{value: rewardOf[questId]}("");
        require(ok, "pay");
    }
}
