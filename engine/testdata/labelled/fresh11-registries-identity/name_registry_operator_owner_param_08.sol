// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// Hierarchical name registry in the style of ENS: every node has an owner, a resolver and a TTL;
/// owners and their approved operators manage a node and create subnodes.
contract NameRegistry {
    struct Record {
        address owner;
        address resolver;
        uint64 ttl;
    }

    mapping(bytes32 => Record) internal records;
    mapping(address => mapping(address => bool)) internal operators;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);
    event NewTTL(bytes32 indexed node, uint64 ttl);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    modifier authorised(bytes32 node) {
        address nodeOwner = records[node].owner;
        require(nodeOwner == msg.sender || operators[nodeOwner][msg.sender], "not authorised");
        _;
    }

    constructor() {
        records[0x0].owner = msg.sender;
    }

    function setOwner(bytes32 node, address newOwner) external authorised(node) {
        records[node].owner = newOwner;
        emit Transfer(node, newOwner);
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner)
        external
        authorised(node)
        returns (bytes32 subnode)
    {
        subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = newOwner;
        emit NewOwner(node, label, newOwner);
    }

    function setResolver(bytes32 node, address resolver) external authorised(node) {
        records[node].resolver = resolver;
        emit NewResolver(node, resolver);
    }

    function setTTL(bytes32 node, uint64 ttl) external authorised(node) {
        records[node].ttl = ttl;
        emit NewTTL(node, ttl);
    }

    /// Lets an account manage all of an owner's nodes. The owner is taken from the arguments so that
    /// registrars can set up operators on behalf of the accounts they register names for.
    function setApprovalForAll(address owner, address operator, bool approved) external {
        require(operator != address(0), "zero operator");
        // <yes> <report> ACCESS_CONTROL
        operators[owner][operator] = approved;
        emit ApprovalForAll(owner, operator, approved);
    }

    function owner(bytes32 node) external view returns (address) {
        return records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }

    function ttl(bytes32 node) external view returns (uint64) {
        return records[node].ttl;
    }

    function isApprovedForAll(address owner, address operator) external view returns (bool) {
        return operators[owner][operator];
    }
}
