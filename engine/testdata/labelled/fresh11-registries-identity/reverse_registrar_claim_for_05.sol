pragma solidity ^0.5.0;

contract ENS {
    function owner(bytes32 node) public view returns (address);
    function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl) public;
    function isApprovedForAll(address owner, address operator) external view returns (bool);
}

contract NameResolver {
    function setName(bytes32 node, string memory name) public;
}

/// Reverse registrar: each address owns `<hex address>.addr.reverse` and points it at its primary name,
/// which wallets then show in place of the address.
contract ReverseRegistrar {
    // namehash('addr.reverse')
    bytes32 public constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;

    ENS public ens;
    NameResolver public defaultResolver;

    event ReverseClaimed(address indexed addr, bytes32 indexed node);

    modifier authorised(address addr) {
        require(
            addr == msg.sender || ens.isApprovedForAll(addr, msg.sender),
            "caller is not authorised for this address"
        );
        _;
    }

    constructor(ENS _ens, NameResolver _resolver) public {
        ens = _ens;
        defaultResolver = _resolver;
    }

    function claim(address owner) public returns (bytes32) {
        return claimForAddr(msg.sender, owner, address(defaultResolver));
    }

    /// Claims the reverse node of `addr` for `owner`.
    function claimForAddr(address addr, address owner, address resolver) public returns (bytes32) {
        bytes32 labelHash = sha3HexAddress(addr);
        bytes32 reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, labelHash));
        // <yes> <report> ACCESS_CONTROL
        ens.setSubnodeRecord(ADDR_REVERSE_NODE, labelHash, owner, resolver, 0);
        emit ReverseClaimed(addr, reverseNode);
        return reverseNode;
    }

    function setNameForAddr(address addr, address owner, string memory name) public authorised(addr) returns (bytes32) {
        bytes32 node = claimForAddr(addr, address(this), address(defaultResolver));
        defaultResolver.setName(node, name);
        if (owner != address(this)) {
            claimForAddr(addr, owner, address(defaultResolver));
        }
        return node;
    }

    function node(address addr) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(ADDR_REVERSE_NODE, sha3HexAddress(addr)));
    }

    function sha3HexAddress(address addr) private pure returns (bytes32 ret) {
        bytes memory lookup = "0123456789abcdef";
        bytes memory out = new bytes(40);
        uint256 value = uint256(addr);
        for (uint256 i = 40; i > 0; i--) {
            out[i - 1] = lookup[value & 0xf];
            value = value >> 4;
        }
        ret = keccak256(out);
    }
}
