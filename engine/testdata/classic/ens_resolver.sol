// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface ENS {
    function owner(bytes32 node) external view returns (address);
    function isApprovedForAll(address owner, address operator) external view returns (bool);
}

/// An ENS resolver in the style of the PublicResolver: a node's records are set by the node's owner in the
/// registry (or an operator it approved), read by anyone.
contract SimpleResolver {
    ENS public immutable ens;
    mapping(bytes32 => address) private addresses;
    mapping(bytes32 => mapping(string => string)) private texts;

    event AddrChanged(bytes32 indexed node, address a);
    event TextChanged(bytes32 indexed node, string indexed indexedKey, string key, string value);

    constructor(ENS _ens) {
        ens = _ens;
    }

    modifier authorised(bytes32 node) {
        require(isAuthorised(node), "not authorised");
        _;
    }

    function isAuthorised(bytes32 node) internal view returns (bool) {
        address owner = ens.owner(node);
        return owner == msg.sender || ens.isApprovedForAll(owner, msg.sender);
    }

    function setAddr(bytes32 node, address a) external authorised(node) {
        addresses[node] = a;
        emit AddrChanged(node, a);
    }

    function setText(bytes32 node, string calldata key, string calldata value) external authorised(node) {
        texts[node][key] = value;
        emit TextChanged(node, key, key, value);
    }

    function addr(bytes32 node) external view returns (address) {
        return addresses[node];
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }
}

// Safe code in the style of widely used contracts (ENS PublicResolver): held to no finding above low.
