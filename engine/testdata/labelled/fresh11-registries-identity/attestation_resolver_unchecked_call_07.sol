// SPDX-License-Identifier: MIT
pragma solidity ^0.7.4;
pragma abicoder v2;

/// Schema registry and attestation store. A schema may name a resolver contract that vets every
/// attestation made under it (for example, only accredited attesters, or a fee) and may veto it by
/// reverting.
contract SchemaAttestations {
    struct Schema {
        address registrant;
        address resolver;
        bool revocable;
        string definition;
    }

    struct Attestation {
        bytes32 schemaId;
        address attester;
        address recipient;
        uint64 time;
        bool revoked;
    }

    mapping(bytes32 => Schema) public schemas;
    mapping(bytes32 => Attestation) public attestations;
    uint256 public nonce;

    event SchemaRegistered(bytes32 indexed id, address indexed registrant, address resolver);
    event Attested(bytes32 indexed uid, bytes32 indexed schemaId, address indexed recipient);
    event Revoked(bytes32 indexed uid);

    function registerSchema(string calldata definition, address resolver, bool revocable) external returns (bytes32 id) {
        id = keccak256(abi.encode(definition, resolver, revocable));
        require(schemas[id].registrant == address(0), "exists");
        schemas[id] = Schema(msg.sender, resolver, revocable, definition);
        emit SchemaRegistered(id, msg.sender, resolver);
    }

    function attest(bytes32 schemaId, address recipient, bytes calldata data) external payable returns (bytes32 uid) {
        Schema storage schema = schemas[schemaId];
        require(schema.registrant != address(0), "unknown schema");
        uid = keccak256(abi.encode(schemaId, msg.sender, recipient, data, nonce++));
        attestations[uid] = Attestation(schemaId, msg.sender, recipient, uint64(block.timestamp), false);
        if (schema.resolver != address(0)) {
            // The resolver's veto is a revert; its result is dropped, so a refused attestation stands.
            // <yes> <report> UNCHECKED_LL_CALLS
            schema.resolver.call{value: msg.value}(
                abi.encodeWithSignature("onAttest(bytes32,address,address,bytes)", uid, msg.sender, recipient, data)
            );
        } else {
            require(msg.value == 0, "no resolver to pay");
        }
        emit Attested(uid, schemaId, recipient);
    }

    function revoke(bytes32 uid) external {
        Attestation storage a = attestations[uid];
        require(a.attester == msg.sender, "not attester");
        require(schemas[a.schemaId].revocable, "irrevocable");
        require(!a.revoked, "revoked");
        a.revoked = true;
        emit Revoked(uid);
    }
}
