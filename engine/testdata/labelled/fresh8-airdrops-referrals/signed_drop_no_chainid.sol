// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Quest rewards paid on several chains from the same signer: the voucher carries a per-account
/// nonce, but neither the chain id nor this contract's address, so a voucher used on one chain (or
/// on one deployment) is valid on every other deployment.
contract QuestRewards {
    address public immutable questSigner;
    IERC20 public immutable rewardToken;
    mapping(address => uint256) public nonces;

    event QuestRewarded(address indexed user, uint256 questId, uint256 amount);

    constructor(IERC20 _rewardToken, address _questSigner) {
        rewardToken = _rewardToken;
        questSigner = _questSigner;
    }

    function claimQuest(uint256 questId, uint256 amount, bytes calldata sig) external {
        require(sig.length == 65, "sig length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := calldataload(sig.offset)
            s := calldataload(add(sig.offset, 32))
            v := byte(0, calldataload(add(sig.offset, 64)))
        }
        bytes32 hash = keccak256(abi.encode(msg.sender, questId, amount, nonces[msg.sender]));
        bytes32 ethHash = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", hash));
        // <yes> <report> ACCESS_CONTROL
        require(ecrecover(ethHash, v, r, s) == questSigner, "signature");
        nonces[msg.sender]++;
        require(rewardToken.transfer(msg.sender, amount), "transfer");
        emit QuestRewarded(msg.sender, questId, amount);
    }
}
