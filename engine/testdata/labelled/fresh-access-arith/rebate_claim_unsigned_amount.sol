// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract RebateDistributor {
    IERC20 public immutable rewardToken;
    address public signer;
    mapping(address => uint256) public claimNonce;

    constructor(IERC20 token, address _signer) {
        rewardToken = token;
        signer = _signer;
    }

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 inner = keccak256(abi.encodePacked(msg.sender, claimNonce[msg.sender], block.chainid, address(this)));
        bytes32 hash = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", inner));
        address who = ecrecover(hash, v, r, s);
        require(who != address(0) && who == signer, "invalid signature");
        claimNonce[msg.sender]++;
        // <yes> <report> ACCESS_CONTROL
        require(rewardToken.transfer(msg.sender, amount), "transfer");
    }
}
