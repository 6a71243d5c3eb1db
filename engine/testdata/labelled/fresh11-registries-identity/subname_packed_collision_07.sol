// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// Subname registry for community handles (`alice.guild`): a parent's owner opens it for
/// subnames, and anyone then claims a free subname under it for a fee that goes to the parent's owner.
contract SubnameRegistry {
    struct Parent {
        address owner;
        uint256 fee;
        bool open;
    }

    mapping(bytes32 => Parent) public parents;
    mapping(bytes32 => address) public subnameOwner;
    mapping(address => uint256) public earnings;

    event ParentOpened(string parent, address indexed owner, uint256 fee);
    event SubnameClaimed(string parent, string label, address indexed owner);

    function openParent(string calldata parent, uint256 fee) external {
        bytes32 id = keccak256(bytes(parent));
        require(parents[id].owner == address(0) || parents[id].owner == msg.sender, "taken");
        parents[id] = Parent(msg.sender, fee, true);
        emit ParentOpened(parent, msg.sender, fee);
    }

    /// Id of `label.parent`. Both strings are packed side by side, so "ab" under "c" and "a" under "bc"
    /// get the same id and the second claim is refused, or the owner lookups of two names are shared.
    function subnameId(string memory parent, string memory label) public pure returns (bytes32) {
        // <yes> <report> OTHER
        return keccak256(abi.encodePacked(label, parent));
    }

    function claim(string calldata parent, string calldata label) external payable {
        Parent storage p = parents[keccak256(bytes(parent))];
        require(p.open, "closed");
        require(bytes(label).length > 0, "empty");
        require(msg.value == p.fee, "fee");
        bytes32 id = subnameId(parent, label);
        require(subnameOwner[id] == address(0), "claimed");
        subnameOwner[id] = msg.sender;
        earnings[p.owner] += msg.value;
        emit SubnameClaimed(parent, label, msg.sender);
    }

    function transferSubname(string calldata parent, string calldata label, address to) external {
        bytes32 id = subnameId(parent, label);
        require(subnameOwner[id] == msg.sender, "not owner");
        require(to != address(0), "zero");
        subnameOwner[id] = to;
    }

    function withdrawEarnings() external {
        uint256 amount = earnings[msg.sender];
        earnings[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send failed");
    }
}
