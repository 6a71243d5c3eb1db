// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface INameRegistry {
    function owner(bytes32 node) external view returns (address);
}

/// Public resolver: stores address, text and content-hash records for names; the name's owner (or an
/// account the owner delegated to) edits them.
contract PublicResolver {
    INameRegistry public immutable registry;

    mapping(bytes32 => mapping(uint256 => bytes)) internal addresses;
    mapping(bytes32 => mapping(string => string)) internal texts;
    mapping(bytes32 => bytes) internal contenthashes;
    // node => owner => delegate => allowed
    mapping(bytes32 => mapping(address => mapping(address => bool))) public authorisations;

    event AddressChanged(bytes32 indexed node, uint256 coinType, bytes newAddress);
    event TextChanged(bytes32 indexed node, string indexed key, string value);
    event ContenthashChanged(bytes32 indexed node, bytes hash);
    event AuthorisationChanged(bytes32 indexed node, address indexed owner, address indexed target, bool allowed);

    constructor(INameRegistry _registry) {
        registry = _registry;
    }

    function isAuthorised(bytes32 node) internal view returns (bool) {
        address nodeOwner = registry.owner(node);
        // Lets a name owner edit records through helper contracts (batchers, wallets) without a delegation.
        // <yes> <report> ACCESS_CONTROL
        return nodeOwner == msg.sender || nodeOwner == tx.origin || authorisations[node][nodeOwner][msg.sender];
    }

    modifier authorised(bytes32 node) {
        require(isAuthorised(node), "unauthorised");
        _;
    }

    function setAuthorisation(bytes32 node, address target, bool allowed) external {
        authorisations[node][msg.sender][target] = allowed;
        emit AuthorisationChanged(node, msg.sender, target, allowed);
    }

    function setAddr(bytes32 node, uint256 coinType, bytes calldata a) external authorised(node) {
        addresses[node][coinType] = a;
        emit AddressChanged(node, coinType, a);
    }

    function setText(bytes32 node, string calldata key, string calldata value) external authorised(node) {
        texts[node][key] = value;
        emit TextChanged(node, key, value);
    }

    function setContenthash(bytes32 node, bytes calldata hash) external authorised(node) {
        contenthashes[node] = hash;
        emit ContenthashChanged(node, hash);
    }

    function addr(bytes32 node, uint256 coinType) external view returns (bytes memory) {
        return addresses[node][coinType];
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }

    function contenthash(bytes32 node) external view returns (bytes memory) {
        return contenthashes[node];
    }
}
