// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Off-chain match results signed by the result server, bound to chain, contract and a per-player nonce.
contract SignedMatchPayouts {
    IERC20 public immutable token;
    address public immutable admin;
    address public resultSigner;
    mapping(address => uint256) public nonces;

    bytes32 private constant CLAIM_TYPEHASH =
        keccak256("Claim(address player,uint256 matchId,uint256 reward,uint256 nonce,uint256 deadline)");

    constructor(IERC20 _token, address _signer) {
        require(_signer != address(0), "signer");
        token = _token;
        resultSigner = _signer;
        admin = msg.sender;
    }

    function setResultSigner(address signer) external {
        require(msg.sender == admin, "admin");
        require(signer != address(0), "signer");
        resultSigner = signer;
    }

    function _domainSeparator() internal view returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)"),
                keccak256("SignedMatchPayouts"),
                block.chainid,
                address(this)
            )
        );
    }

    function claimWin(uint256 matchId, uint256 reward, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= deadline, "expired");
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "s");
        bytes32 structHash = keccak256(abi.encode(CLAIM_TYPEHASH, msg.sender, matchId, reward, nonces[msg.sender]++, deadline));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", _domainSeparator(), structHash));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == resultSigner, "bad signature");
        require(token.transfer(msg.sender, reward), "transfer");
    }
}
