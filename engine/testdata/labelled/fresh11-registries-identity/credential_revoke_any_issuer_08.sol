// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Registry of verifiable credentials (degrees, licences) from several accredited issuers. The
/// governance multisig accredits issuers; each issuer issues and revokes the credentials it signed.
contract CredentialRegistry {
    struct Credential {
        address issuer;
        address subject;
        bytes32 schema;
        uint64 issuedAt;
        uint64 expiresAt;
        bool revoked;
    }

    address public governance;
    mapping(address => bool) public accredited;
    mapping(bytes32 => Credential) public credentials;
    mapping(address => uint256) public issuedCount;

    event IssuerAccredited(address indexed issuer, bool accredited);
    event CredentialIssued(bytes32 indexed id, address indexed issuer, address indexed subject, bytes32 schema);
    event CredentialRevoked(bytes32 indexed id, address indexed by);

    modifier onlyGovernance() {
        require(msg.sender == governance, "governance");
        _;
    }

    modifier onlyAccredited() {
        require(accredited[msg.sender], "not accredited");
        _;
    }

    constructor(address _governance) {
        governance = _governance;
    }

    function setAccredited(address issuer, bool value) external onlyGovernance {
        accredited[issuer] = value;
        emit IssuerAccredited(issuer, value);
    }

    function issue(address subject, bytes32 schema, uint64 expiresAt) external onlyAccredited returns (bytes32 id) {
        require(subject != address(0), "subject");
        require(expiresAt > block.timestamp, "expiry");
        id = keccak256(abi.encode(msg.sender, subject, schema, issuedCount[msg.sender]++));
        credentials[id] = Credential(msg.sender, subject, schema, uint64(block.timestamp), expiresAt, false);
        emit CredentialIssued(id, msg.sender, subject, schema);
    }

    /// Revokes a credential. Any accredited issuer passes the modifier; the credential's own issuer is
    /// never compared with the caller.
    function revoke(bytes32 id) external onlyAccredited {
        Credential storage c = credentials[id];
        require(c.issuer != address(0), "unknown");
        require(!c.revoked, "revoked");
        // <yes> <report> ACCESS_CONTROL
        c.revoked = true;
        emit CredentialRevoked(id, msg.sender);
    }

    function isValid(bytes32 id, address subject, bytes32 schema) external view returns (bool) {
        Credential storage c = credentials[id];
        return c.subject == subject && c.schema == schema && accredited[c.issuer] && !c.revoked
            && c.expiresAt > block.timestamp;
    }

    function transferGovernance(address next) external onlyGovernance {
        require(next != address(0), "zero");
        governance = next;
    }
}
