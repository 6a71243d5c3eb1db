// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address, address, uint256) external returns (bool);
}

// Safe: Permit2's signature transfer. The owner signed the token, the amount, the spender (msg.sender), a nonce
// and a deadline, and _verify requires the recovered signer to be the owner the tokens leave.
contract SignatureTransfer {
    mapping(address => mapping(uint256 => bool)) public usedNonces;

    function permitTransferFrom(address token, uint256 amount, uint256 nonce, uint256 deadline, address to, address owner, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= deadline, "expired");
        require(!usedNonces[owner][nonce], "nonce");
        usedNonces[owner][nonce] = true;
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), token, amount, msg.sender, nonce, deadline));
        _verify(digest, v, r, s, owner);
        require(IERC20(token).transferFrom(owner, to, amount), "transfer");
    }

    function _verify(bytes32 digest, uint8 v, bytes32 r, bytes32 s, address claimedSigner) internal pure {
        address signer = ecrecover(digest, v, r, s);
        if (signer == address(0)) revert();
        if (signer != claimedSigner) revert();
    }
}

// Vulnerable: the signature names neither the spender nor the receiver, so whoever sees it first picks `to`.
contract LooseSignatureTransfer {
    mapping(address => mapping(uint256 => bool)) public usedNonces;

    function permitTransferFrom(address token, uint256 amount, uint256 nonce, address to, address owner, uint8 v, bytes32 r, bytes32 s) external {
        require(!usedNonces[owner][nonce], "nonce");
        usedNonces[owner][nonce] = true;
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), token, amount, nonce));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == owner, "signer");
        require(IERC20(token).transferFrom(owner, to, amount), "transfer"); // want "LooseSignatureTransfer.permitTransferFrom\\(\\) moves tokens out of owner"
    }
}

// Vulnerable: a signer is recovered, but the tokens leave an account that is not it.
contract WrongSignerTransfer {
    mapping(address => bool) public isRelayer;

    function pull(address token, uint256 amount, address from, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(token, amount, msg.sender));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) || isRelayer[msg.sender], "signer");
        require(IERC20(token).transferFrom(from, msg.sender, amount), "transfer"); // want "WrongSignerTransfer.pull\\(\\) moves tokens out of from"
    }
}
