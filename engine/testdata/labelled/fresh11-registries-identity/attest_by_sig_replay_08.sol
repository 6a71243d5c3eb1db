// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

/// Attestation service: attesters publish signed statements about a recipient under a schema. A relayer
/// may submit an attestation signed off-chain by the attester (EIP-712).
contract AttestationService {
    struct Attestation {
        bytes32 schema;
        address attester;
        address recipient;
        uint64 time;
        uint64 revocationTime;
        bytes data;
    }

    bytes32 public constant ATTEST_TYPEHASH =
        keccak256("Attest(bytes32 schema,address recipient,bytes data)");
    bytes32 public immutable DOMAIN_SEPARATOR;

    mapping(bytes32 => Attestation) public attestations;
    mapping(bytes32 => bool) public schemaRegistered;
    uint256 public attestationCount;

    event Attested(bytes32 indexed uid, address indexed attester, address indexed recipient, bytes32 schema);
    event Revoked(bytes32 indexed uid, address indexed attester);

    constructor() {
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("AttestationService"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
    }

    function registerSchema(bytes32 schema) external {
        require(!schemaRegistered[schema], "exists");
        schemaRegistered[schema] = true;
    }

    function attest(bytes32 schema, address recipient, bytes calldata data) external returns (bytes32) {
        return _attest(schema, msg.sender, recipient, data);
    }

    /// Submits an attestation signed by `attester`. The signed struct carries neither a nonce nor a
    /// deadline, so one signature can be submitted again after the attester revoked it.
    function attestBySig(
        bytes32 schema,
        address recipient,
        bytes calldata data,
        address attester,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (bytes32) {
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                DOMAIN_SEPARATOR,
                keccak256(abi.encode(ATTEST_TYPEHASH, schema, recipient, keccak256(data)))
            )
        );
        // <yes> <report> ACCESS_CONTROL
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

    function isValid(bytes32 uid) external view returns (bool) {
        Attestation storage a = attestations[uid];
        return a.attester != address(0) && a.revocationTime == 0;
    }

    function _attest(bytes32 schema, address attester, address recipient, bytes calldata data)
        internal
        returns (bytes32 uid)
    {
        require(schemaRegistered[schema], "schema");
        uid = keccak256(abi.encode(schema, attester, recipient, data, attestationCount++));
        attestations[uid] = Attestation(schema, attester, recipient, uint64(block.timestamp), 0, data);
        emit Attested(uid, attester, recipient, schema);
    }
}
