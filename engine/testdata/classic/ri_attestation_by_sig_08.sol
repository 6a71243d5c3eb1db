// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

/// Attestation service with delegated (signed) attestations: each signature carries the attester's
/// nonce and a deadline, and the recovered signer must be the named attester.
contract SafeAttestationService {
    struct Attestation {
        bytes32 schema;
        address attester;
        address recipient;
        uint64 time;
        uint64 revocationTime;
    }

    bytes32 public constant ATTEST_TYPEHASH =
        keccak256("Attest(bytes32 schema,address recipient,bytes32 dataHash,uint256 nonce,uint256 deadline)");
    bytes32 public immutable DOMAIN_SEPARATOR;
    uint256 private constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    mapping(bytes32 => Attestation) public attestations;
    mapping(address => uint256) public nonces;
    uint256 public count;

    event Attested(bytes32 indexed uid, address indexed attester, address indexed recipient, bytes32 schema);
    event Revoked(bytes32 indexed uid, address indexed attester);

    constructor() {
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("SafeAttestationService"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
    }

    function attest(bytes32 schema, address recipient, bytes calldata data) external returns (bytes32) {
        return _attest(schema, msg.sender, recipient, data);
    }

    function attestBySig(
        bytes32 schema,
        address recipient,
        bytes calldata data,
        address attester,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (bytes32) {
        require(block.timestamp <= deadline, "expired");
        require(uint256(s) <= HALF_ORDER, "malleable");
        bytes32 structHash = keccak256(
            abi.encode(ATTEST_TYPEHASH, schema, recipient, keccak256(data), nonces[attester]++, deadline)
        );
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == attester, "bad signature");
        return _attest(schema, attester, recipient, data);
    }

    function revoke(bytes32 uid) external {
        Attestation storage a = attestations[uid];
        require(a.attester == msg.sender, "not attester");
        require(a.revocationTime == 0, "already revoked");
        a.revocationTime = uint64(block.timestamp);
        emit Revoked(uid, msg.sender);
    }

    function _attest(bytes32 schema, address attester, address recipient, bytes calldata data)
        internal
        returns (bytes32 uid)
    {
        uid = keccak256(abi.encode(schema, attester, recipient, data, count++));
        attestations[uid] = Attestation(schema, attester, recipient, uint64(block.timestamp), 0);
        emit Attested(uid, attester, recipient, schema);
    }
}
