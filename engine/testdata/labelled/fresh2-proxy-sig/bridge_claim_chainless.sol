// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract BridgeVault {
    address public owner;
    address public relayerSigner;
    IERC20 public immutable token;
    mapping(address => uint256) public claimNonce;
    uint256 public lockedTotal;

    event Locked(address indexed from, uint256 amount, uint256 dstChainId);
    event Claimed(address indexed to, uint256 amount, uint256 nonce);

    constructor(IERC20 _token, address _signer) {
        owner = msg.sender;
        token = _token;
        relayerSigner = _signer;
    }

    function setSigner(address s) external {
        require(msg.sender == owner, "owner");
        require(s != address(0), "zero");
        relayerSigner = s;
    }

    function lock(uint256 amount, uint256 dstChainId) external {
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        lockedTotal += amount;
        emit Locked(msg.sender, amount, dstChainId);
    }

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        uint256 nonce = claimNonce[msg.sender]++;
        bytes32 digest = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encode(msg.sender, amount, nonce)))
        );
        // <yes> <report> ACCESS_CONTROL
        require(ecrecover(digest, v, r, s) == relayerSigner, "bad signature");
        lockedTotal -= amount;
        require(token.transfer(msg.sender, amount), "transfer");
        emit Claimed(msg.sender, amount, nonce);
    }
}
