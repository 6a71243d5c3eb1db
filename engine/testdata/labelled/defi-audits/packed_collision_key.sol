// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// Names are registered under the packed hash of two strings: ("ab", "c") and ("a", "bc") take the same slot, so
// a squatter registers a prefix split of a name before its owner and blocks it, or an owner check passes for
// another name.
contract NameRegistry {
    mapping(bytes32 => address) public ownerOf;

    function register(string calldata label, string calldata tld) external {
        // <yes> <report> OTHER
        bytes32 id = keccak256(abi.encodePacked(label, tld));
        require(ownerOf[id] == address(0), "taken");
        ownerOf[id] = msg.sender;
    }

    function transfer(string calldata label, string calldata tld, address to) external {
        bytes32 id = keccak256(abi.encodePacked(label, tld));
        require(ownerOf[id] == msg.sender, "owner");
        ownerOf[id] = to;
    }
}
