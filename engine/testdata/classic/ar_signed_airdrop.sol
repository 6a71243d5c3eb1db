// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Signature airdrop with EIP-712 style domain separation: the voucher binds the account, the
/// amount, a per-account nonce, the deadline, the chain id and this contract; the signature is
/// checked for malleability and the nonce is consumed before paying.
contract SignedAirdrop {
    bytes32 private constant CLAIM_TYPEHASH =
        keccak256("Claim(address account,uint256 amount,uint256 nonce,uint256 deadline)");
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)");

    IERC20 public immutable token;
    address public signer;
    address public owner;
    mapping(address => uint256) public nonces;

    event Claimed(address indexed account, uint256 amount, uint256 nonce);

    constructor(IERC20 _token, address _signer) {
        token = _token;
        signer = _signer;
        owner = msg.sender;
    }

    function setSigner(address _signer) external {
        require(msg.sender == owner, "owner");
        require(_signer != address(0), "zero");
        signer = _signer;
    }

    function domainSeparator() public view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, keccak256("SignedAirdrop"), block.chainid, address(this)));
    }

    function claim(uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= deadline, "expired");
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "bad s");
        uint256 nonce = nonces[msg.sender]++;
        bytes32 structHash = keccak256(abi.encode(CLAIM_TYPEHASH, msg.sender, amount, nonce, deadline));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", domainSeparator(), structHash));
        address recovered = ecrecover(digest, v, r, s);
        require(recovered != address(0) && recovered == signer, "signature");
        require(token.transfer(msg.sender, amount), "transfer");
        emit Claimed(msg.sender, amount, nonce);
    }
}
